import { and, asc, count, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterSubscriptions as subs, type NewsletterSource } from '../db/schema';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_CONSENT_VERSION } from './consent-text';
import { hashNewsletterToken, newsletterToken, plausibleToken } from './newsletter-tokens';

const DAY = 86_400_000;
const confirmDeadline = (now: Date) => new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * DAY);
const normalized = (email: string) => email.trim().toLowerCase();

/**
 * A sign-up (docs/product-decisions.md "Newsletter"): a new or still unconfirmed address gets a fresh confirm
 * token (the earlier link stops working) and the consent version of this form; an address that is confirmed
 * already is left as it is and gets no token, so nothing is mailed to it. One statement, so two sign-ups at once
 * never make two rows.
 */
export async function subscribeToNewsletter(
  db: Db,
  input: { regionId: string; email: string; source: NewsletterSource },
  now = new Date(),
): Promise<{ confirmToken: string } | { alreadyConfirmed: true }> {
  const confirmToken = newsletterToken();
  const pending = {
    source: input.source,
    consentVersion: NEWSLETTER_CONSENT_VERSION,
    confirmTokenHash: hashNewsletterToken(confirmToken),
    requestedAt: now,
  };
  const rows = await db
    .insert(subs)
    .values({ regionId: input.regionId, email: normalized(input.email), ...pending })
    .onConflictDoUpdate({
      target: [subs.regionId, subs.email],
      set: { ...pending, updatedAt: now },
      setWhere: isNull(subs.confirmedAt),
    })
    .returning({ id: subs.id });
  return rows.length ? { confirmToken } : { alreadyConfirmed: true };
}

/** The sign-up a confirm link names: unconfirmed and within its week. */
const unconfirmed = (regionId: string, token: string, now: Date) =>
  and(
    eq(subs.regionId, regionId),
    eq(subs.confirmTokenHash, hashNewsletterToken(token)),
    isNull(subs.confirmedAt),
    gt(subs.requestedAt, confirmDeadline(now)),
  );

/** The address a confirm link names: an unconfirmed sign-up within its week, else null. */
export async function findNewsletterToConfirm(db: Db, regionId: string, token: string, now = new Date()) {
  if (!plausibleToken(token)) return null;
  const [row] = await db
    .select({ email: subs.email })
    .from(subs)
    .where(unconfirmed(regionId, token, now))
    .limit(1);
  return row ?? null;
}

/**
 * Confirms a sign-up (the POST of the confirm page, never the link's GET: mail scanners open links) in one
 * statement, so a link past its week or used twice confirms nothing. The confirm link is spent; the answer carries
 * the new unsubscribe token (only its hash is kept) for the welcome mail.
 */
export async function confirmNewsletter(
  db: Db,
  regionId: string,
  token: string,
  now = new Date(),
): Promise<{ email: string; unsubscribeToken: string } | null> {
  if (!plausibleToken(token)) return null;
  const unsubscribeToken = newsletterToken();
  const [row] = await db
    .update(subs)
    .set({
      confirmedAt: now,
      confirmTokenHash: null,
      unsubscribeTokenHash: hashNewsletterToken(unsubscribeToken),
      updatedAt: now,
    })
    .where(unconfirmed(regionId, token, now))
    .returning({ email: subs.email });
  return row ? { email: row.email, unsubscribeToken } : null;
}

/** The address an unsubscribe link names, or null. */
export async function findNewsletterToUnsubscribe(db: Db, regionId: string, token: string) {
  if (!plausibleToken(token)) return null;
  const [row] = await db
    .select({ email: subs.email })
    .from(subs)
    .where(and(eq(subs.regionId, regionId), eq(subs.unsubscribeTokenHash, hashNewsletterToken(token))))
    .limit(1);
  return row ?? null;
}

/** Unsubscribing deletes the row: nothing of the address is kept. False for a link that names nothing. */
export async function unsubscribeFromNewsletter(db: Db, regionId: string, token: string): Promise<boolean> {
  if (!plausibleToken(token)) return false;
  const deleted = await db
    .delete(subs)
    .where(and(eq(subs.regionId, regionId), eq(subs.unsubscribeTokenHash, hashNewsletterToken(token))))
    .returning({ id: subs.id });
  return deleted.length > 0;
}

export type NewsletterSubscriber = { email: string; confirmedAt: Date; source: NewsletterSource };

/** The operator's list: the confirmed addresses of one site, oldest confirmation first. */
export async function confirmedSubscribers(db: Db, regionId: string): Promise<NewsletterSubscriber[]> {
  const rows = await db
    .select({ email: subs.email, confirmedAt: subs.confirmedAt, source: subs.source })
    .from(subs)
    .where(and(eq(subs.regionId, regionId), isNotNull(subs.confirmedAt)))
    .orderBy(asc(subs.confirmedAt), asc(subs.email));
  return rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt! }));
}

/** How many confirmed addresses one site has. */
export async function countConfirmedSubscribers(db: Db, regionId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(subs)
    .where(and(eq(subs.regionId, regionId), isNotNull(subs.confirmedAt)));
  return row?.count ?? 0;
}

/** The hourly clean-up: sign-ups never confirmed within their week are deleted (nothing was agreed to). */
export async function purgeUnconfirmedNewsletter(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(subs)
    .where(and(isNull(subs.confirmedAt), lt(subs.requestedAt, confirmDeadline(now))))
    .returning({ id: subs.id });
  return deleted.length;
}
