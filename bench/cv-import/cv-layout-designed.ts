import { type Block, birthdayText, type DateStyle, stackedEducation, stackedWork } from './cv-document';
import { levelWords } from './cv-layout-compact';
import type { CvTruth } from './cv-personas';

/** Names that a font with ligatures typesets with ff, fi, fl, ffi or ffl glyphs. */
const LIGATURE_FIRST = { ms: ['Steffi', 'Raffaela', 'Steffi'], mr: ['Steffen', 'Raffael', 'Steffen'] };
const LIGATURE_LAST = ['Hoffmann', 'Pfleiderer', 'Schäffler', 'Graffinger', 'Wolfinger'];

/** The person of a designed CV renamed so that name and e-mail address carry ligatures. */
export function withLigatureNames(p: CvTruth, n: number): CvTruth {
  const firstName = LIGATURE_FIRST[p.salutation][n % 3];
  const lastName = LIGATURE_LAST[n % LIGATURE_LAST.length];
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/ä/g, 'ae');
  return { ...p, firstName, lastName, email: `${local}@${p.email.split('@')[1]}` };
}

/** The level as written: the second language's in words ("Englisch – fließend"), a third's as CEFR. */
const writtenLevel = (l: CvTruth['languages'][number], i: number) => (i % 2 === 1 ? levelWords(l.level) : l.level);
const languageText = (l: CvTruth['languages'][number], i: number) =>
  i % 2 === 1 ? `${l.label} – ${writtenLevel(l, i)}` : `${l.label} (${l.level})`;

/**
 * A designed CV as word processors' templates make it: name and photo on top, a contact line, the job title
 * above the employer above the period, tasks with "●" bullets, the languages as a labelled line among the
 * skills ("Sprachen: Deutsch (Muttersprache), Englisch – fließend"). Its PDF is typeset with ligatures.
 */
export function designed(p: CvTruth, style: DateStyle, eduStyle: DateStyle): Block[] {
  return [
    { t: 'title', text: `${p.firstName} ${p.lastName}` },
    { t: 'para', text: `${p.street} · ${p.homeLocationText}` },
    { t: 'para', text: `${p.phone} · ${p.email}` },
    ...(p.birthday ? [{ t: 'para', text: `Geboren am ${birthdayText(p.birthday)}` } as const] : []),
    { t: 'heading', text: p.headings.work },
    ...stackedWork(p.work, style, '●'),
    { t: 'heading', text: p.headings.education },
    ...stackedEducation(p.education, eduStyle),
    { t: 'heading', text: p.headings.skills },
    { t: 'para', text: [...p.skills, ...p.skillsFree].join(', ') },
    { t: 'para', text: `Sprachen: ${p.languages.map(languageText).join(', ')}` },
  ];
}

/** The language levels a designed CV states (words where it words them). */
export const designedLanguages = (p: CvTruth) =>
  p.languages.map((l, i) => ({ label: l.label, level: writtenLevel(l, i) }));
