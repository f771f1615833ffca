import { occupationsOf } from './occupation-matcher';

/**
 * The KldB occupations of a job, stored with it when it is written (docs/architecture.md, "Occupation
 * vocabulary (KldB 2010)"): what its title names; only for a title that names none ("Präsenzkraft", a
 * brand's own name for the role), what its description names in two short blocks or more (a heading, a
 * list item: "Abgeschlossene Ausbildung als Altenpfleger/in"). Long paragraphs name the employer, its place
 * and its contact person ("Hartmann König Rechtsanwälte", "Seniorenresidenz Am Rosengarten",
 * "Personalreferentin"), so they do not count.
 */

/** At most this many occupations a job: a title naming more is a list, not a job. */
export const MAX_OCCUPATION_CODES = 4;
/** The description counts only as far as an ad's introduction and tasks usually reach. */
const DESCRIPTION_LENGTH = 3000;
/** Blocks of the description that must name an occupation before it counts. */
const MIN_BLOCKS = 2;
/** A block longer than this many words is a paragraph about the employer, not a requirement or a heading. */
const MAX_BLOCK_WORDS = 12;
/** The KldB title found in a description must be this long: short ones ("Pro/Proette") are everyday words. */
const MIN_TITLE_LENGTH = 6;

/** The text blocks of an HTML description: paragraphs, list items and headings, tags and entities gone. */
export function descriptionBlocks(html: string): string[] {
  return html
    .slice(0, DESCRIPTION_LENGTH)
    .split(/<\/(?:p|li|h[1-6]|div|td)>|<br\s*\/?>/i)
    .map((block) =>
      block
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&[a-z]+;|&#\d+;/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** The codes a description names in at least two of its blocks, the most often named first. */
function descriptionCodes(html: string): string[] {
  const blocks = new Map<string, number>();
  for (const block of descriptionBlocks(html)) {
    if (block.split(' ').length > MAX_BLOCK_WORDS) continue;
    const named = occupationsOf(block).filter((m) => m.via.length >= MIN_TITLE_LENGTH);
    for (const code of new Set(named.map((m) => m.code))) blocks.set(code, (blocks.get(code) ?? 0) + 1);
  }
  return [...blocks]
    .filter(([, count]) => count >= MIN_BLOCKS)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([code]) => code);
}

/**
 * A title's fields as the people who work in them: "Helfer Seniorenbetreuung" → "Helfer Seniorenbetreuer",
 * "Mitarbeiter Gebäudereinigung" → "Mitarbeiter Gebäudereiniger" (titles often name the field, the KldB the
 * person). Only words of nine letters or more ("Heizung", "Leitung" stay), and never "…bildung": an
 * "Ausbildung zum Pflegefachhelfer" is a trainee's job, not a trainer's ("Ausbilder").
 */
export const fieldsAsPeople = (title: string) =>
  title.replace(/\p{L}{6,}ung\b/gu, (word) => (/bildung$/i.test(word) ? word : `${word.slice(0, -3)}er`));

/** The codes a title names: its words, else its fields read as the people working in them. */
export function titleCodes(title: string): string[] {
  const codes = occupationsOf(title).map((m) => m.code);
  if (codes.length) return codes;
  const people = fieldsAsPeople(title);
  return people === title ? [] : occupationsOf(people).map((m) => m.code);
}

/** The five-digit KldB codes of a job, the title's longest match first; empty when neither part names one. */
export function jobOccupationCodes(title: string, description: string | null | undefined): string[] {
  const fromTitle = titleCodes(title);
  const codes = fromTitle.length ? fromTitle : descriptionCodes(description ?? '');
  return codes.slice(0, MAX_OCCUPATION_CODES);
}

/**
 * The KldB codes of a resume: what its desired job names, else what its most recent job names (the
 * experience as listed, newest first), so that a recruiter's "Buchhalter" finds a resume that wants
 * "Finanzbuchhaltung".
 */
export function resumeOccupationCodes(desiredTitle: string | undefined, jobTitles: readonly string[]): string[] {
  for (const title of [desiredTitle ?? '', ...jobTitles]) {
    const codes = title.trim() ? titleCodes(title) : [];
    if (codes.length) return codes.slice(0, MAX_OCCUPATION_CODES);
  }
  return [];
}
