import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../commerce/job-charges';
import type { Db } from '../db/client';
import { jobDailyStats, statsDailyMarks, statsDailySalts } from '../db/schema';
import type { Visitor } from './countable';

/** What is counted per job and day. */
export type JobEvent = 'view' | 'apply_start' | 'application' | 'outbound_click' | 'pixel_impression';

const COLUMN = {
  view: 'views',
  apply_start: 'applyStarts',
  application: 'applications',
  outbound_click: 'outboundClicks',
  pixel_impression: 'pixelImpressions',
} as const satisfies Record<JobEvent, keyof typeof jobDailyStats.$inferSelect>;

export type JobFigures = { views: number; applyStarts: number; applications: number; outboundClicks: number };
export const NO_FIGURES: JobFigures = { views: 0, applyStarts: 0, applications: 0, outboundClicks: 0 };

const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Germany ('YYYY-MM-DD'): the sites' days, also for a server running in UTC. */
export function statsDay(at: Date): string {
  return BERLIN_DAY.format(at);
}

/** Adds one to a job's figure of a day (the row is created on the day's first event). */
export async function addToDailyStats(db: Executor, jobId: string, event: JobEvent, now = new Date()): Promise<void> {
  const column = COLUMN[event];
  await db
    .insert(jobDailyStats)
    .values({ jobId, day: statsDay(now), [column]: 1 })
    .onConflictDoUpdate({
      target: [jobDailyStats.jobId, jobDailyStats.day],
      set: { [column]: sql`${jobDailyStats[column]} + 1` },
    });
}

/** The day's random salt, made by the first instance that needs it (the others read the same row). */
async function saltOf(db: Executor, day: string): Promise<string> {
  await db
    .insert(statsDailySalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: statsDailySalts.salt })
    .from(statsDailySalts)
    .where(eq(statsDailySalts.day, day));
  return row.salt;
}

/**
 * Counts a visitor's event once per job and day: the mark is a keyed hash of address, user agent, job and
 * event under the day's salt. Neither the address nor the agent is stored, and once the day's salt is purged
 * no mark can be recomputed from them. Returns whether this event was counted.
 */
export async function countVisitorEvent(
  db: Db,
  input: { jobId: string; event: Exclude<JobEvent, 'application'>; visitor: Visitor; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const day = statsDay(now);
  return db.transaction(async (tx) => {
    const salt = await saltOf(tx, day);
    const { address, userAgent } = input.visitor;
    const mark = createHmac('sha256', salt)
      .update(`${address}\n${userAgent}\n${input.jobId}\n${input.event}`)
      .digest('base64url');
    const fresh = await tx
      .insert(statsDailyMarks)
      .values({ day, mark })
      .onConflictDoNothing()
      .returning({ mark: statsDailyMarks.mark });
    if (fresh.length === 0) return false;
    await addToDailyStats(tx, input.jobId, input.event, now);
    return true;
  });
}

/** Any number that fits a signed 64-bit key: names the purge's advisory lock. */
const PURGE_LOCK = 1_404_202_614;

/**
 * Deletes the marks and salts of past days. One instance at a time (a transaction-scoped advisory lock; an
 * instance that does not get it skips the run, the holder does the work). Returns the marks deleted, or null
 * when another instance was purging.
 */
export async function purgePastStatsMarks(db: Db, now = new Date()): Promise<number | null> {
  const today = statsDay(now);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`,
    );
    if (!rows[0]?.locked) return null;
    const marks = await tx
      .delete(statsDailyMarks)
      .where(lt(statsDailyMarks.day, today))
      .returning({ day: statsDailyMarks.day });
    await tx.delete(statsDailySalts).where(lt(statsDailySalts.day, today));
    return marks.length;
  });
}

const sums = {
  views: sql<number>`coalesce(sum(${jobDailyStats.views}), 0)::int`,
  applyStarts: sql<number>`coalesce(sum(${jobDailyStats.applyStarts}), 0)::int`,
  applications: sql<number>`coalesce(sum(${jobDailyStats.applications}), 0)::int`,
  outboundClicks: sql<number>`coalesce(sum(${jobDailyStats.outboundClicks}), 0)::int`,
};

/** The figures of each job over all days (jobs without any count get zeros). */
export async function jobFigureTotals(db: Executor, jobIds: string[]): Promise<Map<string, JobFigures>> {
  const totals = new Map<string, JobFigures>(jobIds.map((id) => [id, { ...NO_FIGURES }]));
  if (jobIds.length === 0) return totals;
  const rows = await db
    .select({ jobId: jobDailyStats.jobId, ...sums })
    .from(jobDailyStats)
    .where(inArray(jobDailyStats.jobId, jobIds))
    .groupBy(jobDailyStats.jobId);
  for (const { jobId, ...figures } of rows) totals.set(jobId, figures);
  return totals;
}

/** A day's figures; the tracking pixel's impressions (docs/product.md §1) only here, where its snippet is. */
export type DayFigures = JobFigures & { day: string; pixelImpressions: number };

/** The days from `from` to `to` ('YYYY-MM-DD', both included), in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T12:00:00Z`); at <= Date.parse(`${to}T12:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** A job's figures for every day of a period, days without events as zeros. */
export async function jobDailyFigures(db: Executor, jobId: string, from: string, to: string): Promise<DayFigures[]> {
  const rows = await db
    .select({
      day: jobDailyStats.day,
      views: jobDailyStats.views,
      applyStarts: jobDailyStats.applyStarts,
      applications: jobDailyStats.applications,
      outboundClicks: jobDailyStats.outboundClicks,
      pixelImpressions: jobDailyStats.pixelImpressions,
    })
    .from(jobDailyStats)
    .where(and(eq(jobDailyStats.jobId, jobId), gte(jobDailyStats.day, from), lte(jobDailyStats.day, to)))
    .orderBy(asc(jobDailyStats.day));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysBetween(from, to).map((day) => byDay.get(day) ?? { day, ...NO_FIGURES, pixelImpressions: 0 });
}
