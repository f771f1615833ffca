import { type Block, MONTH_NAMES } from './cv-document';
import type { CvTruth } from './cv-personas';

/** How this layout words a CEFR level ("Englisch – verhandlungssicher"). */
export function levelWords(level: string): string {
  if (level === 'Muttersprache') return level;
  if (level.startsWith('C')) return 'verhandlungssicher';
  if (level === 'B2') return 'fließend';
  if (level === 'B1') return 'gut';
  return 'Grundkenntnisse';
}

/** A day-precise date inside the month ("01.03.2019"; the last day a month surely has at an end). */
const day = (ym: string, end: boolean) => `${end ? '28' : '01'}.${ym.slice(5, 7)}.${ym.slice(0, 4)}`;

/**
 * A compact "Lebenslauf": labelled names (Vorname:/Nachname:), the birthday with the month's name, the
 * employer above the job title, day-precise periods, the school as a single date ("07/2012: Abitur, …"),
 * languages in words, skills after labels.
 */
export function compact(p: CvTruth): Block[] {
  const birthday =
    p.birthday &&
    `${Number(p.birthday.slice(8, 10))}. ${MONTH_NAMES[Number(p.birthday.slice(5, 7)) - 1]} ${p.birthday.slice(0, 4)}`;
  const [training, school] = p.education;
  return [
    { t: 'title', text: 'Lebenslauf' },
    { t: 'heading', text: 'Persönliches' },
    { t: 'para', text: `Vorname: ${p.firstName}` },
    { t: 'para', text: `Nachname: ${p.lastName}` },
    ...(birthday ? [{ t: 'para', text: `Geburtstag: ${birthday}` } as const] : []),
    { t: 'para', text: `Wohnort: ${p.street}, ${p.homeLocationText}` },
    { t: 'para', text: `Handy: ${p.phone}` },
    { t: 'para', text: `E-Mail: ${p.email}` },
    { t: 'heading', text: p.headings.work },
    ...p.work.flatMap((w): Block[] => [
      { t: 'para', text: `${w.companyName}, ${w.location}`, bold: true },
      { t: 'para', text: w.jobTitle },
      { t: 'para', text: w.end ? `${day(w.start, false)} – ${day(w.end, true)}` : `seit ${day(w.start, false)}` },
      ...w.tasks.map((x): Block => ({ t: 'bullet', text: x })),
    ]),
    { t: 'heading', text: p.headings.education },
    { t: 'para', text: `${day(training.start, false)} – ${day(training.end, true)}: ${training.studyProgram}` },
    { t: 'para', text: `${training.institution}, ${training.location}` },
    {
      t: 'para',
      text: `${school.end.slice(5, 7)}/${school.end.slice(0, 4)}: ${school.studyProgram}, ${school.institution}`,
    },
    { t: 'heading', text: p.headings.languages },
    { t: 'para', text: p.languages.map((l) => `${l.label} – ${levelWords(l.level)}`).join(', ') },
    { t: 'heading', text: p.headings.skills },
    { t: 'para', text: `Fachlich: ${p.skills.join(', ')}` },
    { t: 'para', text: `Sonstiges: ${p.skillsFree.join(', ')}` },
  ];
}

/** The periods and language levels a compact CV states (the school as a single month). */
export function compactExpectations(p: CvTruth) {
  const [training, school] = p.education;
  return {
    educationPeriods: [
      { start: training.start, end: training.end },
      { start: school.end, end: school.end },
    ],
    languages: p.languages.map((l) => ({ label: l.label, level: levelWords(l.level) })),
  };
}
