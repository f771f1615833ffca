import type { Occupation } from './occupations';
import { pickTagged } from './org-names';
import type { Rng } from './prng';
import { fill } from './texts';

/**
 * Job titles as German employers write them: gender markers in their many spellings, part-time and
 * Minijob suffixes, places, "Ausbildung zum …", "Werkstudent (m/w/d) …", English titles with (m/f/d).
 */

/** What kind of contract a job is; decides title form, employment types and salary unit. */
export type JobKind = 'regular' | 'ausbildung' | 'werkstudent' | 'praktikum' | 'minijob' | 'freelance';

export type TitleContext = {
  rng: Rng;
  south: boolean;
  place: string;
  region: string;
  /** Year the Ausbildung starts. */
  trainingYear: number;
  fullTime: boolean;
  partTime: boolean;
  fixedTerm: boolean;
  mode: 'vor-ort' | 'hybrid' | 'remote';
  /** Title variants must match this (employer-specific restriction or anchor). */
  filter?: RegExp;
};

const GERMAN_MARKERS: ReadonlyArray<readonly [string, number]> = [
  ['(m/w/d)', 70],
  ['(w/m/d)', 10],
  ['(m/w/x)', 4],
  ['(d/m/w)', 3],
  ['(gn)', 2],
  ['(all genders)', 2],
  ['(w/m/div)', 2],
  ['(m/f/d)', 1],
];
const ENGLISH_MARKERS: ReadonlyArray<readonly [string, number]> = [
  ['(m/f/d)', 50],
  ['(m/w/d)', 40],
  ['(all genders)', 10],
];
const ENGLISH =
  /\b(Developer|Engineer|Manager|Specialist|Agent|Analyst|Scientist|Consultant|Owner|Master|Architect|Assistant|Representative|Technician|Writer|Designer|Partner|Accountant|Generalist|Director|Coordinator|Attendant|Auditor|Officer)\b/;

/** A gender marker, or none when the title already names both forms ("Erzieherin / Erzieher", "Erzieher*in"). */
export function genderMarker(rng: Rng, title: string): string {
  const gendered = /\s\/\s|\*in|:in|frau\b/.test(title);
  if (!rng.chance(gendered ? 0.4 : 0.93)) return '';
  return rng.weighted(ENGLISH.test(title) ? ENGLISH_MARKERS : GERMAN_MARKERS);
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

function suffixes(base: string, occ: Occupation, kind: JobKind, t: TitleContext): string[] {
  const { rng } = t;
  const out: string[] = [];
  if (occ.suffixes && rng.chance(0.25)) {
    const suffix = fill(rng.pick(occ.suffixes).replace(/@(sued|nord)$/, ''), { place: t.place, region: t.region });
    // "Monteur Innenausbau für den Innenausbau" reads badly: skip a suffix that repeats a word of the title.
    if (!suffix.split(/\s+/).some((word) => word.length > 5 && base.includes(word))) out.push(suffix);
  }
  if (kind === 'minijob' && rng.chance(0.6))
    out.push(rng.pick(['auf Minijob-Basis', '(Minijob)', 'als Aushilfe (Minijob)', '– 603-Euro-Job']));
  else if (kind === 'freelance' && rng.chance(0.6))
    out.push(rng.pick(['(freiberuflich)', 'auf Honorarbasis', '– Freelance']));
  else if (t.fullTime && t.partTime && rng.chance(0.4))
    out.push(rng.pick(['in Voll- oder Teilzeit', '– Vollzeit/Teilzeit', 'in Voll- und Teilzeit']));
  else if (t.partTime && !t.fullTime && rng.chance(0.35))
    out.push(rng.pick(['in Teilzeit', '(Teilzeit)', 'in Teilzeit (20–30 Std./Woche)', 'Teilzeit']));
  if (t.fixedTerm && out.length < 2 && rng.chance(0.3))
    out.push(rng.pick(['(befristet)', '– befristet auf 2 Jahre', 'als Elternzeitvertretung']));
  if (t.mode === 'remote' && out.length < 2 && rng.chance(0.3))
    out.push(rng.pick(['(Remote)', '– 100 % remote', '(remote möglich)']));
  else if (t.mode === 'hybrid' && out.length < 2 && rng.chance(0.08)) out.push('(hybrid)');
  if (out.length === 0 && rng.chance(0.08)) out.push(`in ${t.place}`);
  return out.slice(0, 2);
}

/** The title of one job ad. */
export function composeTitle(occ: Occupation, kind: JobKind, t: TitleContext): string {
  const { rng } = t;
  if (kind === 'ausbildung' && occ.training) {
    const base = pickTagged(rng, occ.training, t.south);
    if (base.startsWith('Duales Studium')) return rng.chance(0.5) ? `${base} – Start ${t.trainingYear}` : base;
    const when = rng.weighted([
      ['', 5],
      [String(t.trainingYear), 3],
      [`ab September ${t.trainingYear}`, 2],
    ] as const);
    return join(base, genderMarker(rng, base), when);
  }
  if ((kind === 'werkstudent' || kind === 'praktikum') && occ.student) {
    const topic = rng.pick(occ.student);
    const marker = rng.weighted([
      ['(m/w/d)', 8],
      ['(w/m/d)', 1],
      ['(all genders)', 1],
    ] as const);
    if (kind === 'werkstudent') {
      return rng.pick([
        `Werkstudent ${marker} ${topic}`,
        `Werkstudentin / Werkstudent ${topic}`,
        `Werkstudent im Bereich ${topic} ${marker}`,
        `Werkstudierende ${topic}`,
      ]);
    }
    return rng.pick([
      `Praktikum ${topic}`,
      `Praktikant ${marker} ${topic}`,
      `Pflichtpraktikum im Bereich ${topic}`,
      `Praktikum im Bereich ${topic} ${marker}`,
    ]);
  }
  const base = pickTagged(rng, occ.titles, t.south, t.filter);
  return join(base, genderMarker(rng, base), ...suffixes(base, occ, kind, t));
}
