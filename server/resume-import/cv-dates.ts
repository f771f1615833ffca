import type { TimePeriod } from '../db/schema';

/**
 * Dates and periods as German CVs write them: "seit 03/2019", "04/2016 – 02/2019", "2015 bis heute",
 * "März 2019 – heute", "01.2019 - 12.2020", "Sept. 2010 – Juli 2013", "2019-03 – 2021-02". Periods are
 * month-precise (TimePeriod): a year alone starts in January and ends in December.
 */

const MONTHS: ReadonlyArray<readonly [number, string]> = [
  [1, 'januar|jan'],
  [2, 'februar|feb'],
  [3, 'märz|maerz|mär|mrz'],
  [4, 'april|apr'],
  [5, 'mai'],
  [6, 'juni|jun'],
  [7, 'juli|jul'],
  [8, 'august|aug'],
  [9, 'september|sept|sep'],
  [10, 'oktober|okt'],
  [11, 'november|nov'],
  [12, 'dezember|dez'],
];
const MONTH_NAMES = MONTHS.map(([, names]) => names).join('|');
const YEAR = '(?:19|20)\\d{2}';
/** One date: 12.03.2019, 03/2019, 03.2019, 2019-03, März 2019, 2019. */
const DATE = `(?:\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?${YEAR}|\\d{1,2}\\s?[./]\\s?${YEAR}|${YEAR}-\\d{2}|(?:${MONTH_NAMES})\\.?\\s+${YEAR}|${YEAR})`;
const NOW = '(?:heute|jetzt|dato|aktuell|laufend|gegenwärtig)';
const DASH = '\\s*(?:–|—|-|bis)\\s*';
/** Groups: 1 "seit/ab" date, 2 start, 3 "heute", 4 end. */
const RANGE = new RegExp(
  `(?<![\\d.])(?:(?:seit|ab)\\s+(${DATE})|(?:von\\s+)?(${DATE})(?:${DASH}(?:(?:bis\\s+)?(${NOW})|(${DATE})))?)(?!\\d)`,
  'i',
);

const DANGLING = new RegExp(`(?:^|\\s)(?:(?:${MONTH_NAMES})\\.?|–|—|-|bis)$`, 'i');
const LEADING_DATE = new RegExp(`^(?:(?:\\d{1,2}[./]\\s?)?${YEAR}(?!\\d)|(?:${MONTH_NAMES})\\.?\\s+${YEAR})`, 'i');

/**
 * Lines with a date cut in two by a narrow column ("Dezember 2001 – Februar" above "2005", or
 * "04/2016 –" above "02/2019") joined again, so the period reads as one.
 */
export function joinBrokenDates(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last !== undefined && DANGLING.test(last) && /\d/.test(last) && LEADING_DATE.test(line)) {
      out[out.length - 1] = `${last} ${line}`;
    } else out.push(line);
  }
  return out;
}

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase().replace(/\.$/, '');
  return MONTHS.find(([, names]) => names.split('|').includes(lower))?.[0];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM" of one date; a year alone is January at a start and December at an end. */
export function monthOf(text: string, side: 'start' | 'end'): string | undefined {
  const t = text.trim().replace(/\s+/g, ' ');
  const month = (value: number, year: string) => (value >= 1 && value <= 12 ? `${year}-${pad(value)}` : undefined);
  let m = /^\d{1,2}\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(t) ?? /^(\d{1,2})\s?[./]\s?(\d{4})$/.exec(t);
  if (m) return month(Number(m[1]), m[2]);
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return month(Number(m[2]), m[1]);
  m = /^([a-zäöü]+)\.?\s+(\d{4})$/i.exec(t);
  if (m) return month(monthNumber(m[1]) ?? 0, m[2]);
  if (/^\d{4}$/.test(t)) return `${t}-${side === 'start' ? '01' : '12'}`;
  return undefined;
}

/** `single`: one date, no range (a period of that month or year). */
export type FoundPeriod = { period: TimePeriod; before: string; after: string; single?: boolean };

/**
 * The first period in a line and the text around it, or null. A single date is a period of that month (or
 * year): "06/2012 Abitur" finished then.
 */
export function findPeriod(line: string): FoundPeriod | null {
  const m = RANGE.exec(line);
  if (!m) return null;
  const before = line.slice(0, m.index);
  const after = line.slice(m.index + m[0].length);
  if (m[1]) {
    const start = monthOf(m[1], 'start');
    return start ? { period: { start, current: true }, before, after } : null;
  }
  const start = monthOf(m[2], 'start');
  if (!start) return null;
  if (m[3]) return { period: { start, current: true }, before, after };
  const end = monthOf(m[4] ?? m[2], 'end');
  if (!end) return null;
  return m[4] ? { period: { start, end }, before, after } : { period: { start, end }, before, after, single: true };
}

/** A birthday as ISO date: "12.03.1990", "12. März 1990", "1990-03-12", "12/03/1990". */
export function parseBirthday(text: string): string | undefined {
  const numeric = /(?<!\d)(\d{1,2})\s?[./]\s?(\d{1,2})\s?[./]\s?((?:19|20)\d{2})(?!\d)/.exec(text);
  const named = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s+(${MONTH_NAMES})\\.?\\s+((?:19|20)\\d{2})`, 'i').exec(text);
  const iso = /(?<!\d)((?:19|20)\d{2})-(\d{2})-(\d{2})(?!\d)/.exec(text);
  let day: number, month: number | undefined, year: string;
  if (numeric) [day, month, year] = [Number(numeric[1]), Number(numeric[2]), numeric[3]];
  else if (named) [day, month, year] = [Number(named[1]), monthNumber(named[2]), named[3]];
  else if (iso) [day, month, year] = [Number(iso[3]), Number(iso[2]), iso[1]];
  else return undefined;
  if (!month || month > 12 || day < 1 || day > 31) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}
