import type { TimePeriod } from '../db/schema';
import { TOWN } from './cv-contact';
import { type FoundPeriod, findPeriod } from './cv-dates';

/** One dated entry of a work or education section: its heading lines and its description. */
export type CvEntry = { period: TimePeriod; lines: string[]; summary: string[] };

/**
 * A bullet at a line's start: the glyphs CV templates use, and the private-use characters of the Symbol and
 * Wingdings fonts Word draws its bullets with (U+F0B7 •, U+F0A7 ▪, U+F0D8 ➢, U+F0FC ✓). A bullet the parser
 * does not know makes the job's first task look like a heading line, and it was lost.
 */
const BULLET = /^[•·▪◦●○■□◆◇►▸▹➢➤→✓✔⁃‣∙*–—\uF0A7\uF0B7\uF0D8\uF0FC-]\s*/u;
const SEPARATORS = /^[\s:|,–-]+|[\s:|,–-]+$/g;
/** Heading lines of an entry at most: title and organization, sometimes a location of their own. */
const MAX_HEAD_LINES = 3;

const OPEN_RANGE = /^\s*(?:–|—|-|bis)\s*/;

/**
 * A period wrapped in a narrow date column ("Dezember 2001 –" above "Februar 2005"): the first line's
 * single date and dash and the next line's single date at its start are one period.
 */
function joinWrappedPeriods(lines: string[], dated: Array<FoundPeriod | null>): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const [found, next] = [dated[i], dated[i + 1]];
    if (!found?.single || !next?.single || next.before.trim() || !OPEN_RANGE.test(found.after)) continue;
    dated[i] = {
      period: { start: found.period.start, end: next.period.end },
      before: found.before,
      after: found.after.replace(OPEN_RANGE, ' '),
    };
    dated[i + 1] = null;
    lines[i + 1] = next.after;
  }
}

/** A line that is only a place ("München", "83022 Rosenheim"). */
export const TOWN_LINE = new RegExp(String.raw`^(?:\d{5}\s+)?${TOWN}$`, 'u');

/**
 * Whether a line still belongs to an entry's heading. Below the period, a third heading line is only a place:
 * anything else is the first task of a list whose bullets the text does not show (Word's lists in a DOCX,
 * a glyph no reader maps), which had been taken for a heading line and lost.
 */
const isHeadLine = (line: string, headLines: number, belowPeriod: boolean) =>
  headLines < (belowPeriod ? 2 : MAX_HEAD_LINES) || (headLines < MAX_HEAD_LINES && TOWN_LINE.test(line));

/**
 * The dated entries of a section. An entry starts at its period; when a section puts the title above the
 * period ("Pflegefachkraft" / "Klinikum …" / "03/2019 – heute"), the lines before the first period show
 * how many heading lines every entry has above its period.
 */
export function sectionEntries(sectionLines: readonly string[]): CvEntry[] {
  const lines = [...sectionLines];
  const dated = lines.map((line) => (BULLET.test(line) ? null : findPeriod(line)));
  joinWrappedPeriods(lines, dated);
  const starts = dated.flatMap((found, i) => (found ? [i] : []));
  if (starts.length === 0) return [];
  const leading = lines.slice(0, starts[0]).filter((l) => !BULLET.test(l)).length;
  const above = Math.min(leading, MAX_HEAD_LINES);
  return starts.map((at, n) => {
    const from = at - above;
    const to = n + 1 < starts.length ? starts[n + 1] - above : lines.length;
    const found = dated[at]!;
    const head: string[] = [];
    const summary: string[] = [];
    for (let i = from; i < to; i++) {
      if (i === at) {
        const rest = `${found.before} ${found.after}`.replace(/\s+/g, ' ').replace(SEPARATORS, '');
        if (rest) head.push(rest);
      } else if (BULLET.test(lines[i])) summary.push(lines[i].replace(BULLET, ''));
      else if (summary.length === 0 && isHeadLine(lines[i], head.length, i > at)) {
        head.push(lines[i].replace(SEPARATORS, ''));
      } else summary.push(lines[i]);
    }
    return { period: found.period, lines: head.filter(Boolean), summary };
  });
}

const ORGANIZATION_LOCATION = new RegExp(String.raw`^(.*\S)\s*(?:,|\s[|\u2013-]\s)\s*((?:\d{5}\s+)?${TOWN})$`, 'u');

/** "Klinikum Rosenheim, Rosenheim (Deutschland)" → organization and location. */
export function organizationAndLocation(text: string): { name: string; location?: string } {
  const cleaned = text.replace(/\s*\((?:Deutschland|Germany|DE)\)\s*$/i, '').trim();
  const m = ORGANIZATION_LOCATION.exec(cleaned);
  if (m && !/gmbh|ag$|kg$|e\.v\./i.test(m[2])) return { name: m[1].trim(), location: m[2].replace(/^\d{5}\s+/, '') };
  return { name: cleaned };
}
