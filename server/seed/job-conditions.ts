/**
 * The terms of one planned job ad, drawn per ad from its occupation: kind, employment types, work mode, years
 * of experience, and the qualifying questions an internal application may ask.
 */
import type { QualifyingQuestion } from '../db/schema';
import type { JobKind } from './job-titles';
import type { Occupation } from './occupations';
import type { Rng } from './prng';

/** Benefits only a permanent contract brings: left out of trainee, student, Minijob and fixed-term ads. */
export const PERMANENT_ONLY_BENEFITS = [
  'firmenwagen',
  'unbefristeter-vertrag',
  'sabbatical',
  'altersvorsorge',
  'vermoegenswirksame-leistungen',
];

/** Trainee, student, Minijob and freelance ads where the occupation has them; otherwise a regular job. */
export function chooseKind(rng: Rng, occ: Occupation): JobKind {
  return rng.weighted<JobKind>([
    ['ausbildung', occ.training ? 0.07 : 0],
    ['werkstudent', occ.student ? 0.05 : 0],
    ['praktikum', occ.student ? 0.025 : 0],
    ['minijob', occ.minijob ? (occ.level === 'helfer' ? 0.16 : 0.07) : 0],
    ['freelance', occ.freelance ? 0.05 : 0],
    ['regular', 1],
  ]);
}

/** The employment type keys of the ad and whether it is full-time, part-time or fixed-term. */
export function employmentTypes(
  rng: Rng,
  occ: Occupation,
  kind: JobKind,
): { keys: string[]; fullTime: boolean; partTime: boolean; fixedTerm: boolean } {
  const base: Record<Exclude<JobKind, 'regular'>, string> = {
    ausbildung: 'ausbildung',
    werkstudent: 'werkstudent',
    praktikum: 'praktikum',
    minijob: 'minijob',
    freelance: 'freiberuflich',
  };
  if (kind !== 'regular') {
    const fixedTerm = kind === 'praktikum' || (kind === 'werkstudent' && rng.chance(0.3));
    return {
      keys: [base[kind], ...(fixedTerm ? ['befristet'] : [])],
      fullTime: false,
      partTime: kind === 'werkstudent',
      fixedTerm,
    };
  }
  const pt = occ.parttime ?? 0.2;
  const r = rng.float();
  const fullTime = r >= pt * 0.6;
  const partTime = r < pt;
  const fixedTerm = rng.chance(0.08);
  return {
    keys: [...(fullTime ? ['vollzeit'] : []), ...(partTime ? ['teilzeit'] : []), ...(fixedTerm ? ['befristet'] : [])],
    fullTime,
    partTime,
    fixedTerm,
  };
}

/** On site, hybrid or remote, as far as the occupation allows it. */
export function workMode(rng: Rng, occ: Occupation, kind: JobKind): 'vor-ort' | 'hybrid' | 'remote' {
  if (kind === 'ausbildung' || !occ.mode || occ.mode === 'vor-ort') return 'vor-ort';
  if (occ.mode === 'hybrid')
    return rng.weighted([
      ['vor-ort', 35],
      ['hybrid', 60],
      ['remote', 5],
    ] as const);
  return rng.weighted([
    ['vor-ort', 15],
    ['hybrid', 50],
    ['remote', 35],
  ] as const);
}

/** Years of experience asked for, by the occupation's level; none for trainees and students. */
export function experience(rng: Rng, occ: Occupation, kind: JobKind): number | null {
  if (kind !== 'regular' && kind !== 'freelance') return 0;
  if (rng.chance(0.1)) return null;
  const [lo, hi] = { helfer: [0, 1], fachkraft: [0, 3], spezialist: [1, 5], experte: [2, 8], leitung: [3, 10] }[
    occ.level
  ];
  return rng.int(lo, hi);
}

/** Qualifying questions of internal applications, each where it fits the occupation. */
export const QUESTIONS: ReadonlyArray<Omit<QualifyingQuestion, 'id'> & { when?: (o: Occupation) => boolean }> = [
  {
    question: 'Besitzen Sie einen Führerschein der Klasse B?',
    answerType: 'yes_no',
    expected: 'yes',
    when: (o) => o.skills.some((s) => s.startsWith('fuehrerschein')),
  },
  {
    question: 'Haben Sie eine abgeschlossene Ausbildung oder ein Studium im genannten Bereich?',
    answerType: 'yes_no',
    expected: 'yes',
    when: (o) => o.level !== 'helfer',
  },
  {
    question: 'Sind Sie bereit, im Schichtdienst zu arbeiten?',
    answerType: 'yes_no',
    expected: 'yes',
    when: (o) => !!o.shifts,
  },
  { question: 'Ab wann könnten Sie bei uns starten?', answerType: 'text' },
  { question: 'Wie hoch ist Ihre Gehaltsvorstellung (brutto pro Jahr)?', answerType: 'text' },
];
