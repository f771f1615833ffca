import { and, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import { type JobState, jobs } from '../db/schema';

/**
 * When a job ends, once for every reader: the job page (410 Gone), the job manager ("expired"), the scheduler
 * that archives jobs that ran out, and the deletion of applications some months after their job ended. Each
 * rule has a JavaScript form for a loaded row and an SQL form for a query; `job-end.test.ts` runs one table of
 * cases through both.
 *
 * - A job has **ended** when it is archived (closed by the employer, by an editor, or by the scheduler after
 *   its expiry), or when it is published and its expiry has come (the scheduler archives it a minute later).
 *   A draft, a job in review or a scheduled one has not ended, whatever its expiry says: it was never over.
 * - It ended **at** the earlier of its archiving (its last change, `updatedAt`) and its expiry; a published
 *   job that ran out ended at its expiry.
 * - It **expired** when it ended by its expiry rather than by being closed before it.
 */
export type JobEndFields = { state: JobState; expiresAt: Date | null; updatedAt: Date };

/** Published and past its expiry: ran out, not archived yet. */
export function hasRunOut(job: Pick<JobEndFields, 'state' | 'expiresAt'>, now: Date): boolean {
  return job.state === 'published' && job.expiresAt !== null && job.expiresAt <= now;
}

/** `hasRunOut` as a condition on `jobs` (served by the (state, expires_at) index). */
export function runOutJobs(now: Date): SQL {
  return and(eq(jobs.state, 'published'), lte(jobs.expiresAt, now))!;
}

/** Ended for good: archived, or published and past its expiry. */
export function hasEnded(job: Pick<JobEndFields, 'state' | 'expiresAt'>, now: Date): boolean {
  return job.state === 'archived' || hasRunOut(job, now);
}

/** `hasEnded` as a condition on `jobs`. */
export function endedJobs(now: Date): SQL {
  return or(eq(jobs.state, 'archived'), runOutJobs(now))!;
}

/** When the job ended; null while it has not. */
export function jobEndedAt(job: JobEndFields, now: Date): Date | null {
  if (job.state === 'archived')
    return job.expiresAt !== null && job.expiresAt < job.updatedAt ? job.expiresAt : job.updatedAt;
  return hasRunOut(job, now) ? job.expiresAt : null;
}

/** `jobEndedAt` as a column expression (null while the job has not ended). */
export function jobEndedAtSql(now: Date): SQL<Date | null> {
  return sql<Date | null>`(case
    when ${jobs.state} = 'archived' then least(${jobs.updatedAt}, ${jobs.expiresAt})
    when ${runOutJobs(now)} then ${jobs.expiresAt} end)`;
}

/** Ended by its expiry: ran out, or archived at or after its expiry (not closed before it). */
export function hasExpired(job: JobEndFields, now: Date): boolean {
  return hasRunOut(job, now) || (job.state === 'archived' && job.expiresAt !== null && job.expiresAt <= job.updatedAt);
}

/** `hasExpired` as a condition on `jobs`. */
export function expiredJobs(now: Date): SQL {
  return or(runOutJobs(now), and(eq(jobs.state, 'archived'), lte(jobs.expiresAt, jobs.updatedAt)))!;
}
