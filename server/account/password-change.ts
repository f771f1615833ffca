import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import { hitPasswordLimits } from '../auth/rate-limit';
import { endSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { AccountError, accountMessages as m } from './account-errors';
import { sendAccountMail } from './account-mail';
import { assertPasswordPolicy } from './password-rules';

/**
 * Sets or changes the signed-in user's password. A user who has one must give it (counted as a password
 * attempt, as at sign-in, so the form cannot be used to guess it); a user without one (signed up by link)
 * sets one. Every session of the user ends at `now`; the caller renews the session that made the change
 * (lib/data/account.ts), so only the other sessions are over. The address's owner is told by mail.
 */
export async function changePassword(
  db: Db,
  mailer: Mailer,
  input: {
    userId: string;
    regionId: string;
    clientIp: string | null;
    currentPassword: string | null;
    newPassword: string;
    now?: Date;
  },
): Promise<{ sessionsValidAfter: Date }> {
  const now = input.now ?? new Date();
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user) throw new AccountError('NOT_FOUND', m.accountGone);
  if (user.passwordHash !== null) {
    const limit = await hitPasswordLimits(db, { email: user.email, ip: input.clientIp }, now);
    if (!limit.allowed) throw new AccountError('RATE_LIMITED', m.rateLimited, 'currentPassword');
    const ok = await verifyPassword(input.currentPassword ?? '', user.passwordHash);
    if (!ok) throw new AccountError('BAD_USER_INPUT', m.currentPasswordWrong, 'currentPassword');
  }
  assertPasswordPolicy(input.newPassword, user.email, input.regionId);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    await endSessions(tx, input.userId, { at: now });
  });
  void sendAccountMail(mailer, {
    kind: 'passwordChanged',
    regionId: input.regionId,
    to: user.email,
    path: '/user/passwort-vergessen',
  }).catch((error: unknown) => console.error('password changed mail', error instanceof Error ? error.message : error));
  return { sessionsValidAfter: now };
}
