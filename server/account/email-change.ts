import { and, eq, gt, or, sql } from 'drizzle-orm';
import { hitRateLimits, type RateLimitRule } from '../auth/rate-limit';
import { findUserByEmail, normalizeEmail } from '../auth/users';
import type { Db } from '../db/client';
import { emailChangeRequests, jobAlerts, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { AccountError, accountMessages as m } from './account-errors';
import { sendAccountMail } from './account-mail';
import { hashLinkToken, isLinkTokenShape, newLinkToken } from './account-tokens';

/** How long the confirmation link to a new address works. */
export const EMAIL_CHANGE_HOURS = 24;

/** Each request mails two addresses: a few per user and hour. */
export const EMAIL_CHANGE_LIMIT: RateLimitRule = { name: 'email-change-user', limit: 5, windowSeconds: 60 * 60 };

export const emailChangePath = (token: string) => `/user/email-bestaetigen?token=${token}`;

export type PendingEmailChange = { newEmail: string; expiresAt: Date };

/** The user's change waiting for confirmation, or null. */
export async function pendingEmailChange(db: Db, userId: string, now = new Date()): Promise<PendingEmailChange | null> {
  const [row] = await db
    .select({ newEmail: emailChangeRequests.newEmail, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Asks to move the account to `newEmail`: a link goes to the new address (proving it is the user's), the old
 * address is told (so a taken-over session cannot move the account silently). Until the link is used, the old
 * address stays. An address that already has an account is answered exactly like a free one (no
 * enumeration): no link is mailed to it, and its owner is not bothered; confirming would fail anyway.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  input: { userId: string; regionId: string; newEmail: string; now?: Date },
): Promise<PendingEmailChange> {
  const now = input.now ?? new Date();
  const newEmail = normalizeEmail(input.newEmail);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) throw new AccountError('NOT_FOUND', m.accountGone);
  if (normalizeEmail(user.email) === newEmail) throw new AccountError('BAD_USER_INPUT', m.emailUnchanged, 'email');
  const limit = await hitRateLimits(db, [{ rule: EMAIL_CHANGE_LIMIT, subject: input.userId }], now);
  if (!limit.allowed) throw new AccountError('RATE_LIMITED', m.rateLimited, 'email');
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000);
  const request = { newEmail, tokenHash: hashLinkToken(token), regionId: input.regionId, expiresAt, createdAt: now };
  await db
    .insert(emailChangeRequests)
    .values({ userId: input.userId, ...request })
    .onConflictDoUpdate({ target: emailChangeRequests.userId, set: request });
  const taken = await findUserByEmail(db, newEmail);
  try {
    if (!taken)
      await sendAccountMail(mailer, {
        kind: 'emailChange',
        regionId: input.regionId,
        to: newEmail,
        path: emailChangePath(token),
        vars: { hours: EMAIL_CHANGE_HOURS, newEmail },
      });
    await sendAccountMail(mailer, {
      kind: 'emailChangeNotice',
      regionId: input.regionId,
      to: user.email,
      path: '/user/konto',
      vars: { newEmail },
    });
  } catch (error) {
    console.error('e-mail change mail', error instanceof Error ? error.message : error);
    await db.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, input.userId));
    throw new AccountError('SERVICE_UNAVAILABLE', m.mailFailed, 'email');
  }
  return { newEmail, expiresAt };
}

/**
 * Uses a confirmation link: the account's address becomes the new one, and is verified (the link proved it);
 * the account's job alerts move with it.
 * Refused when the link is unknown, expired, or the address got an account meanwhile. Works once.
 */
export async function confirmEmailChange(
  db: Db,
  input: { token: string; now?: Date },
): Promise<{ userId: string; email: string }> {
  const now = input.now ?? new Date();
  if (!isLinkTokenShape(input.token)) throw new AccountError('NOT_FOUND', m.emailLinkInvalid);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .delete(emailChangeRequests)
      .where(and(eq(emailChangeRequests.tokenHash, hashLinkToken(input.token)), gt(emailChangeRequests.expiresAt, now)))
      .returning();
    if (!request) throw new AccountError('NOT_FOUND', m.emailLinkInvalid);
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${request.newEmail}`)
      .limit(1);
    if (clash) throw new AccountError('BAD_USER_INPUT', m.emailLinkInvalid);
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
    if (!before) throw new AccountError('NOT_FOUND', m.emailLinkInvalid);
    const [user] = await tx
      .update(users)
      .set({ email: request.newEmail, emailVerified: now })
      .where(eq(users.id, request.userId))
      .returning({ id: users.id, email: users.email });
    // The account's job alerts follow the address (those saved signed in, and those of the old address, which
    // the account page lists as the user's): their mails must not keep going to the old mailbox.
    await tx
      .update(jobAlerts)
      .set({ email: user.email, userId: user.id })
      .where(or(eq(jobAlerts.userId, user.id), sql`lower(${jobAlerts.email}) = ${before.email.toLowerCase()}`));
    return { userId: user.id, email: user.email };
  });
}
