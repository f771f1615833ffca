import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { jobAlerts, resumeAlerts } from '../db/schema';

/** The alert tables: both keep `confirmed`, `interval_seconds`, `last_sent_at` and `created_at`. */
export type AlertTable = typeof jobAlerts | typeof resumeAlerts;

/**
 * Claims the alerts of a table that are due (confirmed, not "none", their interval passed since the last mail,
 * or since they were made) in one statement with FOR UPDATE SKIP LOCKED, and moves their clock on: two app
 * instances never take the same alert. The oldest are taken first, at most `limit`. Answers each claimed
 * alert's id with the moment its last mail covered, from which its new hits are counted.
 */
export async function claimDueAlerts(db: Db, table: AlertTable, now: Date, limit: number): Promise<Map<string, Date>> {
  const since = sql`coalesce(${table.lastSentAt}, ${table.createdAt})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ id: string; since: string | Date }>(sql`
    with due as (
      select ${table.id} as id, ${since} as since from ${table}
      where ${table.confirmed} and ${table.intervalSeconds} > 0
        and ${since} + make_interval(secs => ${table.intervalSeconds}) <= ${at}
      order by ${since}
      limit ${limit}
      for update skip locked
    )
    update ${table} set last_sent_at = ${at} from due where ${table.id} = due.id
    returning ${table.id} as id, due.since as since`);
  return new Map(rows.map((row) => [String(row.id), new Date(row.since)]));
}
