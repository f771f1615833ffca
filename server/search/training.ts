import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { termsByTid } from '../taxonomy/term-cache';
import type { AnalyzedTerm } from './german/analyze-query';
import { MERGED_GROUPS } from './german/synonym-index';
import type { JobCondition } from './job-search-query';

/** Employment types (path aliases) of jobs one trains in rather than is qualified for. */
const TRAINING_TYPES = new Set(['ausbildung', 'praktikum', 'werkstudent']);

/** Titles of such jobs: word starts, and the short words whole ("Azubi", not "intern" inside "international"). */
export const TRAINING_TITLE =
  'ausbildung|praktikum|praktikant|\\m(auszubildende|lehrling|lehrstelle|werkstudent|duales studium|duale[rs]? student|studium dual|trainee|internship|apprenticeship|working student)|\\m(azubis?|intern)\\M';

/**
 * A substring of every word TRAINING_TITLE knows, for LIKE on the lower-case title: only titles holding one are
 * tested with the regular expression, which costs several times as much per title (docs/architecture.md,
 * "A million jobs"). Both live in the SQL of job_training_title (migration 0036) too; a change goes in a new
 * migration, and search-table.test.ts compares them.
 */
export const TRAINING_TITLE_PARTS = [
  'ausbildung',
  'praktik',
  'auszubildende',
  'lehrling',
  'lehrstelle',
  'werkstudent',
  'dual',
  'trainee',
  'intern',
  'apprenticeship',
  'working student',
  'azubi',
];

/** Every form of the synonym groups of training, internships and student jobs: a seeker who types one asks for them. */
const TRAINING_WORDS: ReadonlySet<string> = new Set(
  MERGED_GROUPS.filter((group) =>
    group.some((form) => ['ausbildung', 'praktikum', 'werkstudent', 'duales studium'].includes(form)),
  ).flat(),
);

/** The employment type tids of training jobs (from the term table held in memory). */
async function trainingTids(db: Db): Promise<number[]> {
  const terms = await termsByTid(db, []);
  return [...terms.values()]
    .filter((t) => t.vocabulary === 'employment_type' && TRAINING_TYPES.has(t.aliases.de ?? ''))
    .map((t) => t.tid);
}

/**
 * 1 for an apprenticeship, internship or student job, 0 otherwise — or always 0 when the seeker asks for
 * such jobs (a word of theirs, or a filter on such an employment type). Sorted by before relevance, so
 * these jobs come after every qualified job of a search that does not ask for them.
 */
export async function trainingSql(
  db: Db,
  terms: readonly AnalyzedTerm[],
  conditions: readonly JobCondition[][],
): Promise<SQL<number>> {
  const asked = terms.some((t) => t.forms.some((f) => TRAINING_WORDS.has(f.text)));
  if (asked || terms.length === 0) return sql<number>`0`;
  const tids = await trainingTids(db);
  const filtered = conditions
    .flat()
    .some((c) => c.field === 'employment_type' && c.operator === '=' && tids.includes(Number(c.value)));
  if (filtered) return sql<number>`0`;
  const byType = tids.length ? sql` or ${jobs.employmentTypes} && ${`{${tids.join(',')}}`}::int[]` : sql``;
  // The title's part is kept in the search table (job_training_title, migration 0036), which the search reads
  // under the name jobs: testing each kept title here cost a common word's page 11 ms at a million.
  return sql<number>`(${jobs}.training_title${byType})::int`;
}
