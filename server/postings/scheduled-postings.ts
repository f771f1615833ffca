import { sql } from 'drizzle-orm';
import { giveBackJobCharge } from '../commerce/job-charges';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { runOutJobs } from '../jobs/job-end';
import type { Mailer } from '../mail/mailer';
import { mailJobsLive } from '../notifications/job-mails';

/** Jobs handled per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Puts scheduled jobs live once their time has come. Claimed with FOR UPDATE SKIP LOCKED in the one update
 * statement, so several app instances never publish the same job twice (nor mail its poster twice: only the
 * instance that published a job mails, with a mailer). Returns the ids published.
 */
export async function publishDueJobs(db: Db, now = new Date(), mailer?: Mailer): Promise<string[]> {
  const due = sql`select ${jobs.id} from ${jobs} where ${jobs.state} = 'scheduled'
    and ${jobs.publishedAt} <= ${now.toISOString()}::timestamptz order by ${jobs.publishedAt} limit ${BATCH}
    for update skip locked`;
  const rows = await db
    .update(jobs)
    .set({ state: 'published', updatedAt: now })
    .where(sql`${jobs.id} in (${due})`)
    .returning({ id: jobs.id });
  const ids = rows.map((row) => row.id);
  if (mailer) await mailJobsLive(db, mailer, ids);
  return ids;
}

/**
 * Ends published jobs that ran out (server/jobs/job-end.ts): archived, and a job slot they hold goes back to its subscription.
 * The jobs stay locked (FOR UPDATE SKIP LOCKED) until their slots are back, so concurrent runs never end
 * one job twice nor give a slot back twice. Returns the ids ended.
 */
export async function endExpiredJobs(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`select ${jobs.id} as id from ${jobs}
      where ${runOutJobs(now)}
      order by ${jobs.expiresAt} limit ${BATCH} for update skip locked`);
    for (const { id } of rows) {
      await giveBackJobCharge(tx, id, null, { credit: false });
      await tx
        .update(jobs)
        .set({ state: 'archived', updatedAt: now })
        .where(sql`${jobs.id} = ${id}`);
    }
    return rows.map((row) => row.id);
  });
}
