import { and, desc, eq, or, sql } from 'drizzle-orm';
import { savedSearchHref, savedSearchLabel } from '../alerts/saved-search';
import type { Db } from '../db/client';
import { ALERT_INTERVALS, type AlertInterval, jobAlertDeliveries, jobAlertPauses, jobAlerts } from '../db/schema';
import { AccountError, accountMessages as m } from './account-errors';

/** docs/product.md §4 intervals a job seeker can choose ("none" is what pausing sets). */
export type AlertIntervalName = keyof typeof ALERT_INTERVALS;

export type MyJobAlert = {
  id: string;
  label: string;
  interval: AlertIntervalName;
  confirmed: boolean;
  paused: boolean;
  searchHref: string;
  /** When the last mail went out; null until one did. */
  lastSentAt: Date | null;
  createdAt: Date;
};

/** Enough for MAX_ALERTS_PER_ADDRESS (20) of the address plus those saved while signed in with another. */
const LIST_LIMIT = 50;

export const intervalName = (seconds: number): AlertIntervalName =>
  (Object.entries(ALERT_INTERVALS).find(([, s]) => s === seconds)?.[0] as AlertIntervalName | undefined) ?? 'none';

/** The user's alerts on this site: saved while signed in, or for the account's address (also anonymously). */
function mine(user: { id: string; email: string }, regionId: string) {
  return and(
    eq(jobAlerts.regionId, regionId),
    or(eq(jobAlerts.userId, user.id), sql`lower(${jobAlerts.email}) = ${user.email.toLowerCase()}`),
  );
}

export async function listMyJobAlerts(
  db: Db,
  user: { id: string; email: string },
  regionId: string,
): Promise<MyJobAlert[]> {
  const rows = await db
    .select({
      id: jobAlerts.id,
      label: jobAlerts.label,
      search: jobAlerts.search,
      intervalSeconds: jobAlerts.intervalSeconds,
      confirmed: jobAlerts.confirmed,
      // When a mail last went out: its newest delivery. Not last_sent_at, the sending clock, which moves on
      // with the confirmation and with every run that found nothing new.
      lastSentAt: sql<
        Date | string | null
      >`(select max(${jobAlertDeliveries.sentAt}) from ${jobAlertDeliveries} where ${jobAlertDeliveries.alertId} = ${jobAlerts.id})`,
      createdAt: jobAlerts.createdAt,
      pausedAt: jobAlertPauses.pausedAt,
      resumeIntervalSeconds: jobAlertPauses.resumeIntervalSeconds,
    })
    .from(jobAlerts)
    .leftJoin(jobAlertPauses, eq(jobAlertPauses.alertId, jobAlerts.id))
    .where(mine(user, regionId))
    .orderBy(desc(jobAlerts.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    label: r.label?.trim() || savedSearchLabel(r.search),
    // A paused alert names the interval it resumes with (what the user chose); `paused` says nothing is sent.
    interval: intervalName(r.resumeIntervalSeconds ?? r.intervalSeconds),
    confirmed: r.confirmed,
    paused: r.pausedAt !== null,
    searchHref: savedSearchHref(r.search),
    lastSentAt: r.lastSentAt === null ? null : new Date(r.lastSentAt),
    createdAt: r.createdAt,
  }));
}

async function findMine(db: Db, user: { id: string; email: string }, regionId: string, id: string) {
  const alert = (await listMyJobAlerts(db, user, regionId)).find((a) => a.id === id);
  if (!alert) throw new AccountError('NOT_FOUND', m.alertNotFound);
  return alert;
}

/**
 * Renames an alert and sets its docs/product.md §4 interval. A paused alert stays paused and resumes with the new
 * interval. Confirming is not skipped: an alert of an address never confirmed stays unconfirmed.
 */
export async function updateMyJobAlert(
  db: Db,
  user: { id: string; email: string },
  regionId: string,
  input: { id: string; label: string; interval: Exclude<AlertIntervalName, 'none'> },
): Promise<MyJobAlert> {
  const alert = await findMine(db, user, regionId, input.id);
  const seconds: AlertInterval = ALERT_INTERVALS[input.interval];
  await db.transaction(async (tx) => {
    await tx.update(jobAlerts).set({ label: input.label }).where(eq(jobAlerts.id, alert.id));
    if (alert.paused)
      await tx
        .update(jobAlertPauses)
        .set({ resumeIntervalSeconds: seconds })
        .where(eq(jobAlertPauses.alertId, alert.id));
    else await tx.update(jobAlerts).set({ intervalSeconds: seconds }).where(eq(jobAlerts.id, alert.id));
  });
  return findMine(db, user, regionId, alert.id);
}

/**
 * Pauses (interval docs/product.md §4 "none", which the sender skips; the old interval kept for resuming) or resumes an
 * alert. Pausing a paused alert, or resuming a running one, changes nothing.
 */
export async function setMyJobAlertPaused(
  db: Db,
  user: { id: string; email: string },
  regionId: string,
  input: { id: string; paused: boolean },
): Promise<MyJobAlert> {
  const alert = await findMine(db, user, regionId, input.id);
  if (alert.paused !== input.paused)
    await db.transaction(async (tx) => {
      if (input.paused) {
        const [row] = await tx
          .select({ seconds: jobAlerts.intervalSeconds })
          .from(jobAlerts)
          .where(eq(jobAlerts.id, alert.id));
        const resume = row.seconds > 0 ? row.seconds : ALERT_INTERVALS.weekly;
        await tx.insert(jobAlertPauses).values({ alertId: alert.id, resumeIntervalSeconds: resume });
        await tx.update(jobAlerts).set({ intervalSeconds: ALERT_INTERVALS.none }).where(eq(jobAlerts.id, alert.id));
      } else {
        const [pause] = await tx.delete(jobAlertPauses).where(eq(jobAlertPauses.alertId, alert.id)).returning();
        // The first mail after resuming comes one interval later, as after a sent mail.
        await tx
          .update(jobAlerts)
          .set({ intervalSeconds: pause.resumeIntervalSeconds, lastSentAt: new Date() })
          .where(eq(jobAlerts.id, alert.id));
      }
    });
  return findMine(db, user, regionId, alert.id);
}

/** Deletes an alert of the user (the row goes; its deliveries and pause cascade). */
export async function deleteMyJobAlert(
  db: Db,
  user: { id: string; email: string },
  regionId: string,
  id: string,
): Promise<void> {
  const alert = await findMine(db, user, regionId, id);
  await db.delete(jobAlerts).where(eq(jobAlerts.id, alert.id));
}
