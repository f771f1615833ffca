import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getRegion } from '../../regions/registry';
import { siteUrl } from '../../regions/site-origin';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { accountErasureRequests, users } from '../db/schema';
import { type Mailer, senderAddress } from '../mail/mailer';
import type { FileStorage } from '../storage/storage';
import { eraseAccount } from './erase-account';
import { renderErasureMail } from './erasure-mail';

/** How long the mailed link works: long enough to switch to the mail app, short enough for a lost phone. */
export const ERASURE_LINK_MINUTES = 60;

/** Each request mails the account's address: a few per hour. */
export const ERASURE_REQUEST_LIMIT = {
  name: 'privacy-erasure-request',
  limit: 3,
  windowSeconds: 60 * 60,
} as const satisfies RateLimitRule;

/** Confirming is open to anyone holding a link: bounded per client although a link cannot be guessed. */
export const ERASURE_CONFIRM_LIMIT = {
  name: 'privacy-erasure-confirm',
  limit: 20,
  windowSeconds: 60 * 60,
} as const satisfies RateLimitRule;

/** The path of the confirmation page; the token follows. */
export const ERASURE_CONFIRM_PATH = '/user/konto-loeschen';

/** Only the hash is stored: a leaked table names no usable link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,50}$/;

export type ErasureRequestOutcome = 'sent' | 'rate-limited' | 'not-found' | 'mail-failed';

/**
 * Asked by the signed-in user on /user/daten: a random link, valid ERASURE_LINK_MINUTES and used once, mailed
 * to the account's address (the inbox proves it is the owner, not only someone at an unlocked screen). A new
 * request replaces the older link; a mail that cannot be sent withdraws the request.
 */
export async function requestAccountErasure(
  db: Db,
  mailer: Mailer,
  input: { userId: string; regionId: string; now?: Date },
): Promise<ErasureRequestOutcome> {
  const now = input.now ?? new Date();
  const region = getRegion(input.regionId);
  const [user] = await db
    .select({ id: users.id, email: users.email, blocked: users.blocked })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user || user.blocked || !region) return 'not-found';
  if (!(await hitRateLimit(db, ERASURE_REQUEST_LIMIT, user.id, now)).allowed) return 'rate-limited';

  const token = randomBytes(32).toString('base64url');
  const row = {
    userId: user.id,
    tokenHash: hashToken(token),
    regionId: region.id,
    expiresAt: new Date(now.getTime() + ERASURE_LINK_MINUTES * 60_000),
    createdAt: now,
  };
  await db
    .insert(accountErasureRequests)
    .values(row)
    .onConflictDoUpdate({ target: accountErasureRequests.userId, set: row });
  const host = region.HOSTS[0];
  // docs/product.md §2: links name the site's configured origin, never the request's Host header.
  const url = siteUrl(region, `${ERASURE_CONFIRM_PATH}/${token}`);
  try {
    const mail = renderErasureMail({ siteName: region.SITENAME, host, url, minutes: ERASURE_LINK_MINUTES });
    await mailer.send({ from: senderAddress(region.SITENAME, host), to: user.email, regionId: region.id, ...mail });
  } catch (error) {
    console.error('erasure mail', error);
    await db.delete(accountErasureRequests).where(eq(accountErasureRequests.tokenHash, row.tokenHash));
    return 'mail-failed';
  }
  return 'sent';
}

export type ErasureLinkState = 'valid' | 'expired' | 'unknown';

async function findRequest(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ userId: accountErasureRequests.userId, expiresAt: accountErasureRequests.expiresAt })
    .from(accountErasureRequests)
    .where(eq(accountErasureRequests.tokenHash, hashToken(token)));
  return row ?? null;
}

/** The link's state for its page; opening the page changes nothing (mail scanners open links). */
export async function erasureLinkState(db: Db, token: string, now = new Date()): Promise<ErasureLinkState> {
  const row = await findRequest(db, token);
  if (!row) return 'unknown';
  return row.expiresAt <= now ? 'expired' : 'valid';
}

/**
 * The button on the link's page: erases the account the link was made for (the request row goes with it, so
 * the link works once). An expired link erases nothing.
 */
export async function confirmAccountErasure(
  db: Db,
  storage: FileStorage,
  input: { token: string; now?: Date; client?: string | null },
): Promise<'erased' | 'rate-limited' | Exclude<ErasureLinkState, 'valid'>> {
  const now = input.now ?? new Date();
  if (input.client && !(await hitRateLimit(db, ERASURE_CONFIRM_LIMIT, input.client, now)).allowed)
    return 'rate-limited';
  const row = await findRequest(db, input.token);
  if (!row) return 'unknown';
  if (row.expiresAt <= now) return 'expired';
  return (await eraseAccount(db, storage, row.userId)) ? 'erased' : 'unknown';
}
