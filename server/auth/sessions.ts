import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Security review: sessions are JWTs (cookie and bearer token) that live 30 days, so ending them needs a
 * stamp per user, users.sessions_valid_after: a session that started before it is over. Sign-out sets it,
 * and so does blocking (a trigger of migration 0007, whatever blocks the user); a password change must call
 * endSessions too. The user is loaded on every request anyway (loadSessionUser), which checks the stamp.
 */

/**
 * The JWT claim with the moment the session started (ms since the epoch). next-auth renews the token, and
 * with it `iat`, on every session read; this claim is carried over unchanged, so a renewed token of an ended
 * session stays ended.
 */
export const SIGNED_IN_AT_CLAIM = 'signedInAt';

/** A decoded session JWT (next-auth's JWT type, or any claims object). */
type TokenClaims = Readonly<Record<string, unknown>>;

/** When the session of a token started: its claim, else (tokens made before the claim existed) its `iat`. */
export function sessionStartOf(token: TokenClaims | null | undefined): number | null {
  const claim = token?.[SIGNED_IN_AT_CLAIM];
  if (typeof claim === 'number' && Number.isFinite(claim)) return claim;
  return typeof token?.iat === 'number' && Number.isFinite(token.iat) ? token.iat * 1000 : null;
}

/** False when the user's sessions were ended after this one started (or its start is unknown). */
export function isSessionCurrent(sessionsValidAfter: Date | null, startedAt: number | null): boolean {
  if (!sessionsValidAfter) return true;
  return startedAt !== null && startedAt >= sessionsValidAfter.getTime();
}

/**
 * Ends every session of the user that started before `at`. With `ifCurrentSince` (sign-out: the start of the
 * session signing out) only when that session is still current: a session that was already over, signing
 * out at the page shell's request, must not end the newer sessions the user has opened since.
 */
export async function endSessions(
  db: Db,
  userId: string,
  options: { at?: Date; ifCurrentSince?: number | null } = {},
): Promise<boolean> {
  const at = options.at ?? new Date();
  const since = options.ifCurrentSince;
  const current =
    since === undefined || since === null
      ? undefined
      : or(isNull(users.sessionsValidAfter), lte(users.sessionsValidAfter, new Date(since)));
  const ended = await db
    .update(users)
    .set({ sessionsValidAfter: at })
    .where(and(eq(users.id, userId), current))
    .returning({ id: users.id });
  return ended.length > 0;
}
