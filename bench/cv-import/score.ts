import { fold } from '../../server/resume-import/cv-sections';
import type { ImportVocabularies, ResumeImportProposal } from '../../server/resume-import/parse-cv';
import type { CorpusCv, ExpectedPeriod } from './cv-corpus';

/** True and found values of one field in one CV, compared as sets of normalized strings. */
export type FieldCounts = { truePositives: number; predicted: number; expected: number };
export type Scores = Map<string, FieldCounts>;

const digits = (s: string) => s.replace(/\D/g, '').replace(/^49/, '0');
const period = (p: ExpectedPeriod | { start?: string; end?: string; current?: boolean }) =>
  `${p.start ?? ''}..${p.current ? 'heute' : (p.end ?? '')}`;

function add(
  scores: Scores,
  field: string,
  expected: Iterable<string | undefined>,
  found: Iterable<string | undefined>,
) {
  const want = new Set([...expected].filter((v): v is string => !!v));
  const got = new Set([...found].filter((v): v is string => !!v));
  const counts = scores.get(field) ?? { truePositives: 0, predicted: 0, expected: 0 };
  counts.expected += want.size;
  counts.predicted += got.size;
  for (const value of got) if (want.has(value)) counts.truePositives++;
  scores.set(field, counts);
}

/** Adds one CV's comparison to the scores, field by field. */
export function scoreCv(
  scores: Scores,
  cv: CorpusCv,
  proposal: ResumeImportProposal,
  vocabularies: ImportVocabularies,
) {
  const t = cv.truth;
  const p = proposal.personalInfo;
  add(scores, 'Vorname', [fold(t.firstName)], [p.firstName && fold(p.firstName)]);
  add(scores, 'Nachname', [fold(t.lastName)], [p.lastName && fold(p.lastName)]);
  add(scores, 'E-Mail', [t.email], [p.email]);
  add(scores, 'Telefon', [digits(t.phone)], [p.phone && digits(p.phone)]);
  add(scores, 'Geburtsdatum', [t.birthday], [p.birthday]);
  add(scores, 'Wohnort', [fold(t.homeLocationText)], [p.homeLocationText && fold(p.homeLocationText)]);
  const work = proposal.workExperience;
  add(
    scores,
    'Beruf: Titel',
    t.work.map((w) => fold(w.jobTitle)),
    work.map((w) => fold(w.jobTitle)),
  );
  add(
    scores,
    'Beruf: Firma',
    t.work.map((w) => fold(w.companyName)),
    work.map((w) => w.companyName && fold(w.companyName)),
  );
  add(
    scores,
    'Beruf: Ort',
    t.work.map((w) => fold(w.location)),
    work.map((w) => w.location && fold(w.location)),
  );
  add(
    scores,
    'Beruf: Zeitraum',
    cv.workPeriods.map(period),
    work.map((w) => period(w.period)),
  );
  add(
    scores,
    'Beruf: Aufgaben',
    t.work.flatMap((w) => w.tasks.map(fold)),
    work.flatMap((w) => (w.summary ?? '').split('\n').map(fold)),
  );
  const education = proposal.education;
  add(
    scores,
    'Bildung: Einrichtung',
    t.education.map((e) => fold(e.institution)),
    education.map((e) => fold(e.institution)),
  );
  add(
    scores,
    'Bildung: Abschluss',
    t.education.map((e) => fold(e.studyProgram)),
    education.map((e) => e.studyProgram && fold(e.studyProgram)),
  );
  const degreeTid = (label: string) => String(vocabularies.degreeLevel.find((d) => d.label === label)?.tid);
  add(
    scores,
    'Bildung: Niveau',
    t.education.map((e) => degreeTid(e.degree)),
    education.map((e) => (e.degreeLevel === undefined ? undefined : String(e.degreeLevel))),
  );
  add(
    scores,
    'Bildung: Zeitraum',
    cv.educationPeriods.map(period),
    education.map((e) => period(e.period)),
  );
  const languageTid = (label: string) => vocabularies.language.find((l) => l.label === label)?.tid;
  add(
    scores,
    'Sprachen',
    cv.languages.map((l) => String(languageTid(l.label))),
    proposal.languages.tids.map(String),
  );
  add(
    scores,
    'Sprachniveau',
    cv.languages.map((l) => `${languageTid(l.label)}:${l.level}`),
    proposal.languageLevels.map((l) => `${l.tid}:${l.level}`),
  );
  const skillTid = (label: string) => vocabularies.skill.find((s) => s.label === label)?.tid;
  add(
    scores,
    'Kenntnisse (Taxonomie)',
    t.skills.map((s) => String(skillTid(s))),
    proposal.skills.tids.map(String),
  );
  add(scores, 'Kenntnisse (frei)', t.skillsFree.map(fold), (proposal.skills.free ?? '').split(', ').map(fold));
}

const percent = (n: number) => `${(n * 100).toFixed(1).padStart(5)} %`;

/** The precision/recall table, one row per field and the micro-average over all fields. */
export function formatScores(scores: Scores, documents: number): string {
  const rows = [...scores.entries()];
  const total = rows.reduce(
    (sum, [, c]) => ({
      truePositives: sum.truePositives + c.truePositives,
      predicted: sum.predicted + c.predicted,
      expected: sum.expected + c.expected,
    }),
    { truePositives: 0, predicted: 0, expected: 0 },
  );
  const line = (name: string, c: FieldCounts) =>
    `| ${name.padEnd(24)} | ${percent(c.predicted ? c.truePositives / c.predicted : 1)} | ${percent(c.expected ? c.truePositives / c.expected : 1)} | ${String(c.truePositives).padStart(4)} | ${String(c.predicted).padStart(4)} | ${String(c.expected).padStart(4)} |`;
  return [
    `CV import benchmark: ${documents} documents`,
    `| ${'Feld'.padEnd(24)} | Präzision | Recall  |   TP | gef. | erw. |`,
    `|${'-'.repeat(26)}|-----------|---------|------|------|------|`,
    ...rows.map(([name, c]) => line(name, c)),
    line('Gesamt (mikro)', total),
  ].join('\n');
}

/** Overall precision and recall (micro-average). */
export function overall(scores: Scores): { precision: number; recall: number } {
  let tp = 0,
    predicted = 0,
    expected = 0;
  for (const c of scores.values())
    [tp, predicted, expected] = [tp + c.truePositives, predicted + c.predicted, expected + c.expected];
  return { precision: predicted ? tp / predicted : 1, recall: expected ? tp / expected : 1 };
}

/** One line per layout and format: overall precision and recall over its documents. */
export function formatGroups(groups: Map<string, Scores>): string {
  return [
    `| ${'Layout (Format)'.padEnd(24)} | Präzision | Recall  |`,
    `|${'-'.repeat(26)}|-----------|---------|`,
    ...[...groups.entries()].map(([name, scores]) => {
      const { precision, recall } = overall(scores);
      return `| ${name.padEnd(24)} | ${percent(precision)} | ${percent(recall)} |`;
    }),
  ].join('\n');
}
