import { type SQL, sql } from 'drizzle-orm';
import type { ResumeWorkExperience, TimePeriod } from '../db/schema';

/**
 * A current job: marked "bis heute", or without an end month (docs/product.md §3: an absent end means until today).
 * Its company is the employer a job seeker may not want to be found by (docs/product-decisions.md "Privacy from
 * one's employer").
 */
export const isCurrentJob = (period: TimePeriod): boolean => period.current === true || !period.end;

/**
 * The same rule over one element `entry` of the stored work_experience array, for the resume search's text
 * (server/search/resume-fulltext-sql.ts); current-employer.test.ts keeps both in step.
 */
export const currentJobSql = (entry: SQL): SQL =>
  sql`(coalesce(${entry}->'period'->'current' = 'true'::jsonb, false) or coalesce(${entry}->'period'->>'end', '') = '')`;

/**
 * The experience as a recruiter sees it while the owner keeps the current employer hidden: every current job's
 * company taken out and marked `companyHidden`, so the page can say that there is one without naming it.
 */
export function withCurrentEmployerHidden(work: ResumeWorkExperience[]): ResumeWorkExperience[] {
  return work.map((entry) => {
    if (!entry.companyName || !isCurrentJob(entry.period)) return entry;
    const { companyName: _hidden, ...rest } = entry;
    return { ...rest, companyHidden: true };
  });
}
