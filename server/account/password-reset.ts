import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_MINUTES } from '../auth/account-limits';
import { hashPassword } from '../auth/password';
import { hitRateLimits, type RateLimitRule } from '../auth/rate-limit';
import { endSessions } from '../auth/sessions';
import { findUserByEmail, normalizeEmail } from '../auth/users';
import type { Db } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { AccountError, accountMessages as m } from './account-errors';
import { assertPasswordPolicy } from './password-rules';
import { sendAccountMail } from './account-mail';
import { hashLinkToken, isLinkTokenShape, newLinkToken } from './account-tokens';

/**
 * Reset requests mail the address's owner: bounded per address (mail bombing one inbox) and per client
 * (one client probing many addresses), in the shared database counters of server/auth/rate-limit.ts.
 */
export const PASSWORD_RESET_LIMITS = {
  perEmail: { name: 'password-reset-email', limit: 3, windowSeconds: 60 * 60 },
  perIp: { name: 'password-reset-ip', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The path of a reset link (the page asks for the new password; only its POST uses the token). */
export const passwordResetPath = (token: string) => `/user/passwort-neu?token=${token}`;

/**
 * "Passwort vergessen?": mails a reset link when the address has an unblocked account; otherwise nothing.
 * The caller's answer is the same either way (never tells whether an address exists), and so is the work
 * up to the mail: the rate limits count every request, known address or not. A newer link ends older ones.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  input: { email: string; clientIp: string | null; regionId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const limit = await hitRateLimits(
    db,
    [
      { rule: PASSWORD_RESET_LIMITS.perEmail, subject: email },
      { rule: PASSWORD_RESET_LIMITS.perIp, subject: input.clientIp },
    ],
    now,
  );
  if (!limit.allowed) throw new AccountError('RATE_LIMITED', m.rateLimited);
  const user = await findUserByEmail(db, email);
  if (!user || user.blocked) return;
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashLinkToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
      createdAt: now,
    });
  });
  // Not awaited, and a failure only logged: waiting for the mail server, or answering its error, would tell
  // by time or text that the address has an account.
  void sendAccountMail(mailer, {
    kind: 'passwordReset',
    regionId: input.regionId,
    to: user.email,
    path: passwordResetPath(token),
    vars: { minutes: PASSWORD_RESET_MINUTES },
  }).catch((error: unknown) => console.error('password reset mail', error instanceof Error ? error.message : error));
}

/**
 * Uses a reset link: the new password replaces the old one, the link is spent, and every session of the
 * user ends (whoever knew the old password is signed out). An expired, used or unknown link is refused.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string; regionId: string; now?: Date },
): Promise<{ userId: string; email: string }> {
  const now = input.now ?? new Date();
  if (!isLinkTokenShape(input.token)) throw new AccountError('NOT_FOUND', m.resetLinkInvalid);
  // The policy needs the account's address; an unknown or spent link is refused below as before.
  const [owner] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashLinkToken(input.token)))
    .limit(1);
  if (owner) assertPasswordPolicy(input.password, owner.email, input.regionId);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashLinkToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new AccountError('NOT_FOUND', m.resetLinkInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, spent.userId), eq(users.blocked, false)))
      .returning({ id: users.id, email: users.email });
    if (!user) throw new AccountError('NOT_FOUND', m.resetLinkInvalid);
    await endSessions(tx, user.id, { at: now });
    return { userId: user.id, email: user.email };
  });
}
