import type { CvTruth } from './cv-personas';

/** A CV as both renderers draw it: blocks top to bottom; a row is a two-column table line. */
export type Block =
  | { t: 'title'; text: string }
  | { t: 'heading'; text: string }
  | { t: 'para'; text: string; bold?: boolean }
  | { t: 'bullet'; text: string; glyph?: string }
  | { t: 'row'; cells: readonly [readonly string[], readonly string[]] }
  | { t: 'columns'; left: readonly Block[]; right: readonly Block[] };

/** How a CV writes its periods; `yearsOnly` CVs give years alone ("2004 – 2012"). */
export type DateStyle = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const SHORT_MONTHS = ['Jan.', 'Feb.', 'Mär.', 'Apr.', 'Mai', 'Jun.', 'Jul.', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];
export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

function date(ym: string, style: DateStyle): string {
  const [year, month] = ym.split('-');
  switch (style) {
    case 1:
      return `${month}.${year}`;
    case 2:
      return `${MONTH_NAMES[Number(month) - 1]} ${year}`;
    case 5:
      return year;
    case 6:
      return `${SHORT_MONTHS[Number(month) - 1]} ${year}`;
    default:
      return `${month}/${year}`;
  }
}

/** The period as the style writes it: "04/2016 – 02/2019", "seit 03/2019", "März 2019 – heute", "2015 bis heute". */
export function periodText(start: string, end: string | undefined, style: DateStyle): string {
  const from = date(start, style);
  if (!end) {
    if (style === 0) return `seit ${from}`;
    if (style === 3) return `${from} bis heute`;
    if (style === 4) return `ab ${from}`;
    return `${from} – heute`;
  }
  const to = date(end, style);
  if (style === 1) return `${from} - ${to}`;
  if (style === 3) return `${from} bis ${to}`;
  if (style === 4) return `von ${from} bis ${to}`;
  return `${from} – ${to}`;
}

/** What the parser should find for a period written in the style (a year alone spans the year). */
export function truthPeriod(start: string, end: string | undefined, style: DateStyle) {
  const startMonth = style === 5 ? `${start.slice(0, 4)}-01` : start;
  if (!end) return { start: startMonth, current: true };
  return { start: startMonth, end: style === 5 ? `${end.slice(0, 4)}-12` : end };
}

export const birthdayText = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};

/** Jobs stacked: the title (bold) above "company, location" above the period, the tasks as bullets. */
export const stackedWork = (work: CvTruth['work'], style: DateStyle, glyph?: string): Block[] =>
  work.flatMap((w): Block[] => [
    { t: 'para', text: w.jobTitle, bold: true },
    { t: 'para', text: `${w.companyName}, ${w.location}` },
    { t: 'para', text: periodText(w.start, w.end, style) },
    ...w.tasks.map((x): Block => ({ t: 'bullet', text: x, ...(glyph && { glyph }) })),
  ]);

/** Education stacked: the programme (bold) above "institution, location" above the period. */
export const stackedEducation = (education: CvTruth['education'], style: DateStyle): Block[] =>
  education.flatMap((e): Block[] => [
    { t: 'para', text: e.studyProgram, bold: true },
    { t: 'para', text: `${e.institution}, ${e.location}` },
    { t: 'para', text: periodText(e.start, e.end, style) },
  ]);
