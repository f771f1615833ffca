import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../commerce/job-charges';
import { inboxCountsByJob } from '../applications/inbox/inbox-counts';
import { jobDailyStats, jobs } from '../db/schema';
import { expiredJobs, hasExpired, type JobEndFields } from '../jobs/job-end';
import type { JobFigures } from '../stats/job-stats';
import { JOB_MANAGER_ROWS_PER_PAGE } from '../search/page-sizes';

/** docs/product.md §4 states as the job manager shows them: the workflow's, and "expired" for a job that ran out. */
export const MANAGED_STATES = ['draft', 'needs_review', 'scheduled', 'published', 'archived', 'expired'] as const;
export type ManagedState = (typeof MANAGED_STATES)[number];

export const MANAGER_SORTS = ['newest', 'title', 'published', 'ending', 'views'] as const;
export type ManagerSort = (typeof MANAGER_SORTS)[number];

export type ManagerFilter = { state?: ManagedState | null; frontend?: string | null; words?: string | null };

export type ManagedJob = {
  id: string;
  title: string;
  state: ManagedState;
  frontend: string;
  publishedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  figures: JobFigures;
};

/**
 * "Expired" for a job that ended by its expiry (server/jobs/job-end.ts: the scheduler archives a job that ran
 * out; one archived by hand before its end stays "archived"). A published job past its end counts as expired
 * before the scheduler gets to it.
 */
export function managedStateOf(job: JobEndFields, now: Date): ManagedState {
  return hasExpired(job, now) ? 'expired' : job.state;
}

/** managedStateOf as a column expression, for filtering in the database. */
function managedStateSql(now: Date): SQL<ManagedState> {
  return sql<ManagedState>`(case when ${expiredJobs(now)} then 'expired' else ${jobs.state}::text end)`;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Which jobs: an organization's, or chosen ones (an action's answer), then the filter. */
export type ManagerScope = { organizationId: string } | { jobIds: string[] };

const inScope = (scope: ManagerScope): SQL =>
  'jobIds' in scope ? inArray(jobs.id, scope.jobIds) : eq(jobs.organizationId, scope.organizationId);

function conditions(scope: ManagerScope, filter: ManagerFilter, now: Date): SQL {
  const where: SQL[] = [inScope(scope)];
  if (filter.state) where.push(sql`${managedStateSql(now)} = ${filter.state}`);
  if (filter.frontend) where.push(eq(jobs.regionId, filter.frontend));
  for (const word of (filter.words ?? '').split(/\s+/).filter(Boolean).slice(0, 8))
    where.push(ilike(jobs.title, `%${likeEscaped(word)}%`));
  return and(...where)!;
}

/**
 * All jobs of an organization across every frontend (docs/product.md §6), filtered, sorted and paged, each with its
 * figures summed over all days and its applications counted as the inbox counts them. Two statements: the page with its
 * figures (a grouped join), and the count.
 */
export async function listManagedJobs(
  db: Executor,
  input: { scope: ManagerScope; filter: ManagerFilter; sort: ManagerSort; page: number; pageSize?: number },
  now = new Date(),
): Promise<{ jobs: ManagedJob[]; total: number }> {
  const pageSize = input.pageSize ?? JOB_MANAGER_ROWS_PER_PAGE;
  const where = conditions(input.scope, input.filter, now);
  const figures = db
    .select({
      jobId: jobDailyStats.jobId,
      views: sql<number>`sum(${jobDailyStats.views})::int`.as('views'),
      applyStarts: sql<number>`sum(${jobDailyStats.applyStarts})::int`.as('apply_starts'),
      outboundClicks: sql<number>`sum(${jobDailyStats.outboundClicks})::int`.as('outbound_clicks'),
    })
    .from(jobDailyStats)
    // Only the scope's jobs are summed, not every job's days (the site may hold many employers).
    .where(inArray(jobDailyStats.jobId, db.select({ id: jobs.id }).from(jobs).where(inScope(input.scope))))
    .groupBy(jobDailyStats.jobId)
    .as('figures');
  // Applications by the inbox's own rule, not the day counter: the list and the inbox name the same number.
  const received = inboxCountsByJob(db, inScope(input.scope));
  const views = sql`coalesce(${figures.views}, 0)`;
  const order: Record<ManagerSort, SQL[]> = {
    newest: [desc(jobs.createdAt)],
    title: [asc(jobs.title)],
    published: [sql`${jobs.publishedAt} desc nulls last`],
    ending: [sql`${jobs.expiresAt} asc nulls last`],
    views: [sql`${views} desc`],
  };
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        state: jobs.state,
        frontend: jobs.regionId,
        publishedAt: jobs.publishedAt,
        expiresAt: jobs.expiresAt,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
        views: figures.views,
        applyStarts: figures.applyStarts,
        applications: received.received,
        outboundClicks: figures.outboundClicks,
      })
      .from(jobs)
      .leftJoin(figures, eq(figures.jobId, jobs.id))
      .leftJoin(received, eq(received.jobId, jobs.id))
      .where(where)
      .orderBy(...order[input.sort], desc(jobs.createdAt), asc(jobs.id))
      .limit(pageSize)
      .offset(Math.max(0, input.page - 1) * pageSize),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return {
    total: Number(total),
    jobs: rows.map((row) => ({
      id: row.id,
      title: row.title,
      state: managedStateOf(row, now),
      frontend: row.frontend,
      publishedAt: row.publishedAt,
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
      figures: {
        views: Number(row.views ?? 0),
        applyStarts: Number(row.applyStarts ?? 0),
        applications: Number(row.applications ?? 0),
        outboundClicks: Number(row.outboundClicks ?? 0),
      },
    })),
  };
}

/** The frontends (sites) an organization has jobs on, for the filter. */
export async function frontendsOfJobs(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ frontend: jobs.regionId })
    .from(jobs)
    .where(eq(jobs.organizationId, organizationId))
    .orderBy(asc(jobs.regionId));
  return rows.map((row) => row.frontend);
}

/** Chosen jobs in the job manager's shape, in the order asked for (unknown ids left out). */
export async function managedJobsByIds(db: Executor, jobIds: string[], now = new Date()): Promise<ManagedJob[]> {
  if (jobIds.length === 0) return [];
  const { jobs: found } = await listManagedJobs(
    db,
    { scope: { jobIds }, filter: {}, sort: 'newest', page: 1, pageSize: jobIds.length },
    now,
  );
  return jobIds.flatMap((id) => found.filter((job) => job.id === id));
}
