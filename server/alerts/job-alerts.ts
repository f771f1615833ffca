import { randomBytes } from 'node:crypto';
import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ALERT_INTERVALS, jobAlerts, type SavedSearch } from '../db/schema';

/** A random secret for confirm and unsubscribe links (256 bits, URL-safe). */
export const alertToken = () => randomBytes(32).toString('base64url');

/** Confirm links work for a week; an unconfirmed alert never sends anything. */
const CONFIRM_DAYS = 7;
/** Enough for anyone; stops one address from collecting hundreds of alerts. */
export const MAX_ALERTS_PER_ADDRESS = 20;

export type AlertIntervalName = 'daily' | 'weekly' | 'monthly';

/**
 * Saves a search as an unconfirmed alert (double opt-in) and returns the tokens for the confirm mail (its
 * confirm link, and the way out that every mail about an alert carries). The same search for the same address
 * again replaces the old unconfirmed one instead of adding another. `confirmedAt` saves it active at once: for
 * an account's own confirmed address (docs/product-decisions.md "Job alerts of a signed-in seeker"); the same
 * search of that address then updates the alert there is, confirmed or not.
 */
export async function createJobAlert(
  db: Db,
  input: {
    regionId: string;
    language: string;
    email: string;
    interval: AlertIntervalName;
    search: SavedSearch;
    userId: string | null;
    label: string;
    confirmedAt?: Date;
  },
): Promise<{ id: string; confirmToken: string; unsubscribeToken: string } | { limitReached: true }> {
  const email = input.email.trim().toLowerCase();
  const existing = await db
    .select({
      id: jobAlerts.id,
      search: jobAlerts.search,
      confirmed: jobAlerts.confirmed,
      confirmToken: jobAlerts.confirmToken,
      unsubscribeToken: jobAlerts.unsubscribeToken,
    })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.regionId, input.regionId), eq(jobAlerts.email, email)));
  const at = input.confirmedAt;
  const same = existing.find((a) => (at || !a.confirmed) && JSON.stringify(a.search) === JSON.stringify(input.search));
  if (!same && existing.length >= MAX_ALERTS_PER_ADDRESS) return { limitReached: true };
  if (same?.confirmed && same.confirmToken) {
    // Already active: the new interval counts; what was sent and when stays.
    await db
      .update(jobAlerts)
      .set({ intervalSeconds: ALERT_INTERVALS[input.interval], label: input.label, updatedAt: new Date() })
      .where(eq(jobAlerts.id, same.id));
    return { id: same.id, confirmToken: same.confirmToken, unsubscribeToken: same.unsubscribeToken };
  }
  const confirmToken = alertToken();
  const values = {
    intervalSeconds: ALERT_INTERVALS[input.interval],
    confirmToken,
    label: input.label,
    updatedAt: new Date(),
    createdAt: new Date(),
    // Active at once: new jobs count from now, as after a confirmation (confirmJobAlert).
    ...(at ? { confirmed: true, lastSentAt: at, userId: input.userId } : {}),
  };
  if (same) {
    await db.update(jobAlerts).set(values).where(eq(jobAlerts.id, same.id));
    return { id: same.id, confirmToken, unsubscribeToken: same.unsubscribeToken };
  }
  const unsubscribeToken = alertToken();
  const [row] = await db
    .insert(jobAlerts)
    .values({
      ...values,
      regionId: input.regionId,
      language: input.language,
      email,
      search: input.search,
      userId: input.userId,
      unsubscribeToken,
    })
    .returning({ id: jobAlerts.id });
  return { id: row.id, confirmToken, unsubscribeToken };
}

/**
 * The alert a confirm link names: an unconfirmed one within the link's week, a confirmed one always (opened
 * again, the link says the alert is on and how to cancel it).
 */
export async function findAlertToConfirm(db: Db, regionId: string, token: string, now = new Date()) {
  if (!token || token.length > 100) return null;
  const [alert] = await db
    .select()
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.regionId, regionId),
        eq(jobAlerts.confirmToken, token),
        or(eq(jobAlerts.confirmed, true), gt(jobAlerts.createdAt, new Date(now.getTime() - CONFIRM_DAYS * 86_400_000))),
      ),
    )
    .limit(1);
  return alert ?? null;
}

/**
 * Confirms an alert (the POST of the confirm page, never the link's GET: mail scanners open links). New
 * jobs count from now, so the first mail brings what appears after the confirmation. Confirming again changes
 * nothing and answers the alert as it is; the link keeps naming it.
 */
export async function confirmJobAlert(db: Db, regionId: string, token: string, now = new Date()) {
  const alert = await findAlertToConfirm(db, regionId, token, now);
  if (!alert) return null;
  const [confirmed] = await db
    .update(jobAlerts)
    .set({ confirmed: true, lastSentAt: now, updatedAt: now })
    .where(and(eq(jobAlerts.id, alert.id), eq(jobAlerts.confirmed, false)))
    .returning();
  return confirmed ?? { ...alert, confirmed: true };
}

export async function findAlertByUnsubscribeToken(db: Db, regionId: string, token: string) {
  if (!token || token.length > 100) return null;
  const [alert] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.regionId, regionId), eq(jobAlerts.unsubscribeToken, token)))
    .limit(1);
  return alert ?? null;
}

/** One-click unsubscribe: the alert and what it remembered are deleted. */
export async function unsubscribeJobAlert(db: Db, regionId: string, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.regionId, regionId), eq(jobAlerts.unsubscribeToken, token)))
    .returning({ id: jobAlerts.id });
  return deleted.length > 0;
}
