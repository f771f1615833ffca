import type { CorpusJob, EmploymentKey } from './corpus-types';

/** The seven kinds of query the set measures; the report groups its figures by them. */
export const QUERY_CLASSES = [
  'colloquial',
  'abbreviation',
  'gender',
  'qualifier',
  'precision',
  'english',
  'neighbour',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/** What each class tests, for the printed table and the results file. */
export const CLASS_LABELS: Record<QueryClass, string> = {
  colloquial: '1 colloquial, former and neighbouring names',
  abbreviation: '2 abbreviations not in the ad',
  gender: '3 gender forms',
  qualifier: '4 qualifier words',
  precision: '5 precision (word in other senses)',
  english: '6 English titles and German queries for them',
  neighbour: '7 no empty page (no ads of the exact job)',
};

export type JudgedQuery = {
  keys: string;
  class: QueryClass;
  /**
   * Gain by occupation id, judged from what the seeker means: 3 the occupation asked for, 1–2 a neighbouring
   * occupation or level; an occupation not listed gains 0.
   */
  gains: Readonly<Record<string, number>>;
  /** What a qualifier word asks of the job: full gain only for jobs that have it. */
  only?: { employment?: EmploymentKey; remote?: true; training?: true };
  /** At most this gain for a graded job that fails `only` (default 1: the right job, the wrong terms). */
  otherwise?: number;
  /** Gain of any job that meets `only`, whatever its occupation ("Ausbildung" alone). */
  anyOccupation?: number;
};

function meets(job: CorpusJob, only: NonNullable<JudgedQuery['only']>): boolean {
  if (only.employment && !job.employment.includes(only.employment)) return false;
  if (only.remote && job.remote.length === 0) return false;
  if (only.training && !job.training) return false;
  return true;
}

/** The gain of one job for one query. */
export function gainOf(query: JudgedQuery, job: CorpusJob): number {
  const graded = query.gains[job.occupation] ?? 0;
  if (!query.only) return graded;
  if (meets(job, query.only)) return Math.max(graded, query.anyOccupation ?? 0);
  return Math.min(graded, query.otherwise ?? 1);
}
