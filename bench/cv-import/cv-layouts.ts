import { type Block, birthdayText, type DateStyle, periodText, stackedEducation, stackedWork } from './cv-document';
import { compact } from './cv-layout-compact';
import { designed } from './cv-layout-designed';
import type { CvTruth } from './cv-personas';

/** The CV layouts the corpus rotates through; 'designed' CVs (ligatures, a photo) follow them. */
export const LAYOUTS = ['tabular', 'chronological', 'two-column', 'europass', 'compact'] as const;
export type Layout = (typeof LAYOUTS)[number] | 'designed';

const languageLine = (l: CvTruth['languages'][number]) => `${l.label} (${l.level})`;

/** Tabular "Lebenslauf": label | value rows, period | entry rows. */
function tabular(p: CvTruth, style: DateStyle, eduStyle: DateStyle): Block[] {
  return [
    { t: 'title', text: 'Lebenslauf' },
    { t: 'heading', text: 'Persönliche Daten' },
    { t: 'row', cells: [['Name:'], [`${p.firstName} ${p.lastName}`]] },
    { t: 'row', cells: [['Anschrift:'], [p.street, p.homeLocationText]] },
    { t: 'row', cells: [['Telefon:'], [p.phone]] },
    { t: 'row', cells: [['E-Mail:'], [p.email]] },
    ...(p.birthday ? [{ t: 'row', cells: [['Geburtsdatum:'], [birthdayText(p.birthday)]] } as const] : []),
    { t: 'heading', text: p.headings.work },
    ...p.work.map((w): Block => ({
      t: 'row',
      cells: [
        [periodText(w.start, w.end, style)],
        [w.jobTitle, `${w.companyName}, ${w.location}`, ...w.tasks.map((x) => `• ${x}`)],
      ],
    })),
    { t: 'heading', text: p.headings.education },
    ...p.education.map((e): Block => ({
      t: 'row',
      cells: [[periodText(e.start, e.end, eduStyle)], [e.studyProgram, `${e.institution}, ${e.location}`]],
    })),
    { t: 'heading', text: p.headings.languages },
    ...p.languages.map((l): Block => ({ t: 'row', cells: [[l.label], [l.level]] })),
    { t: 'heading', text: 'EDV- und sonstige Kenntnisse' },
    { t: 'para', text: [...p.skills, ...p.skillsFree].join(', ') },
    { t: 'heading', text: 'Hobbys' },
    { t: 'para', text: 'Bergwandern, Lesen, Chor' },
  ];
}

/** Reverse-chronological: name and a contact line on top, title above company above period. */
function chronological(p: CvTruth, style: DateStyle, eduStyle: DateStyle): Block[] {
  return [
    { t: 'title', text: `${p.firstName} ${p.lastName}` },
    { t: 'para', text: `${p.street} · ${p.homeLocationText} · ${p.phone} · ${p.email}` },
    ...(p.birthday ? [{ t: 'para', text: `Geboren am ${birthdayText(p.birthday)}` } as const] : []),
    { t: 'heading', text: 'Profil' },
    { t: 'para', text: `Engagierte Fachkraft mit Erfahrung als ${p.work[0].jobTitle}.` },
    { t: 'heading', text: p.headings.work },
    ...stackedWork(p.work, style),
    { t: 'heading', text: p.headings.education },
    ...stackedEducation(p.education, eduStyle),
    { t: 'heading', text: p.headings.skills },
    ...[...p.skills, ...p.skillsFree].map((s): Block => ({ t: 'bullet', text: s })),
    { t: 'heading', text: p.headings.languages },
    { t: 'para', text: p.languages.map(languageLine).join(', ') },
  ];
}

/** Two columns: a sidebar (contact, languages, skills) beside the career. */
function twoColumn(p: CvTruth, style: DateStyle, eduStyle: DateStyle): Block[] {
  const left: Block[] = [
    { t: 'heading', text: 'Kontakt' },
    { t: 'para', text: p.street },
    { t: 'para', text: p.homeLocationText },
    { t: 'para', text: `Mobil: ${p.phone}` },
    { t: 'para', text: p.email },
    ...(p.birthday ? [{ t: 'para', text: `geb. ${birthdayText(p.birthday)}` } as const] : []),
    { t: 'heading', text: p.headings.languages },
    ...p.languages.map((l): Block => ({ t: 'para', text: languageLine(l) })),
    { t: 'heading', text: p.headings.skills },
    ...[...p.skills, ...p.skillsFree].map((s): Block => ({ t: 'para', text: s })),
  ];
  const right: Block[] = [
    { t: 'heading', text: p.headings.work },
    ...p.work.flatMap((w): Block[] => [
      { t: 'para', text: `${periodText(w.start, w.end, style)} | ${w.jobTitle}`, bold: true },
      { t: 'para', text: `${w.companyName}, ${w.location}` },
      ...w.tasks.map((x): Block => ({ t: 'bullet', text: x })),
    ]),
    { t: 'heading', text: p.headings.education },
    ...p.education.flatMap((e): Block[] => [
      { t: 'para', text: `${periodText(e.start, e.end, eduStyle)} | ${e.studyProgram}`, bold: true },
      { t: 'para', text: `${e.institution}, ${e.location}` },
    ]),
  ];
  return [
    { t: 'title', text: `${p.firstName} ${p.lastName}` },
    { t: 'para', text: p.work[0].jobTitle },
    { t: 'columns', left, right },
  ];
}

/** Europass-like: upper-case headings, "ANGABEN ZUR PERSON", CEFR grid for languages. */
function europass(p: CvTruth, style: DateStyle, eduStyle: DateStyle): Block[] {
  const [native, ...others] = p.languages;
  return [
    { t: 'title', text: 'Europass Lebenslauf' },
    { t: 'heading', text: 'ANGABEN ZUR PERSON' },
    { t: 'para', text: `${p.firstName} ${p.lastName}`, bold: true },
    { t: 'para', text: `${p.street}, ${p.homeLocationText} (Deutschland)` },
    { t: 'para', text: `Telefon ${p.phone}` },
    { t: 'para', text: `E-Mail ${p.email}` },
    {
      t: 'para',
      text: p.birthday
        ? `Geburtsdatum ${birthdayText(p.birthday)} | Staatsangehörigkeit Deutsch`
        : 'Staatsangehörigkeit Deutsch',
    },
    { t: 'heading', text: p.headings.work.toUpperCase() },
    ...p.work.flatMap((w): Block[] => [
      {
        t: 'row',
        cells: [[periodText(w.start, w.end, style)], [w.jobTitle, `${w.companyName}, ${w.location} (Deutschland)`]],
      },
      ...w.tasks.map((x): Block => ({ t: 'bullet', text: x })),
    ]),
    { t: 'heading', text: p.headings.education.toUpperCase() },
    ...p.education.map((e): Block => ({
      t: 'row',
      cells: [
        [periodText(e.start, e.end, eduStyle)],
        [e.studyProgram, `${e.institution}, ${e.location} (Deutschland)`],
      ],
    })),
    { t: 'heading', text: 'PERSÖNLICHE FÄHIGKEITEN' },
    { t: 'para', text: `Muttersprache(n): ${native.label}` },
    { t: 'row', cells: [['Weitere Sprache(n)'], ['VERSTEHEN SPRECHEN SCHREIBEN']] },
    ...others.map((l): Block => ({
      t: 'row',
      cells: [[l.label], [`${l.level} ${l.level} ${l.level} ${l.level} ${l.level}`]],
    })),
    { t: 'heading', text: 'DIGITALE KOMPETENZEN' },
    { t: 'para', text: [...p.skills, ...p.skillsFree].join(' | ') },
  ];
}

export function layoutBlocks(layout: Layout, p: CvTruth, style: DateStyle, eduStyle: DateStyle): Block[] {
  const build = { tabular, chronological, 'two-column': twoColumn, europass, compact, designed }[layout];
  return build(p, style, eduStyle);
}
