import { decode, encode, type JWT } from 'next-auth/jwt';
import { getAuthSecret } from './auth-secret';
import { sessionStartOf } from './sessions';

/** docs/product.md §9: sessions live 30 days (renewed on every session read). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The session JWT as next-auth writes it into the cookie and as the browser sends it as `Authorization: Bearer`. */
export function encodeSessionToken(token: JWT): Promise<string> {
  return encode({ token, secret: getAuthSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/**
 * The user id (`sub`) and session start of a session JWT, or null when it is missing, forged, expired or
 * made with another secret. Callers then load the user with loadSessionUser(…, { startedAt }), so blocked,
 * deleted and signed-out users lose access at once.
 */
export async function readSessionToken(
  jwt: string | null | undefined,
): Promise<{ userId: string; startedAt: number | null; token: JWT } | null> {
  if (!jwt) return null;
  try {
    const token = await decode({ token: jwt, secret: getAuthSecret() });
    return token?.sub ? { userId: token.sub, startedAt: sessionStartOf(token), token } : null;
  } catch {
    return null;
  }
}
