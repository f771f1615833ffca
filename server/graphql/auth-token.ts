import { decode } from 'next-auth/jwt';
import { sessionStartOf } from '../auth/sessions';
import { isUuid } from '../db/uuid';
import { apiError } from './errors';
import { graphqlMessages } from './messages';

/**
 * Who a valid session token names: the user, the administrator acting as them (docs/product.md §6 masquerade), and when
 * the session started (a sign-out since then ends it: server/auth/sessions.ts).
 */
export type TokenIdentity = { userId: string; masqueradedBy: string | null; sessionStartedAt: number | null };

/** RFC 6750: a refused bearer token is a 401 that says so. */
const invalidToken = (reason: 'invalid' | 'expired') =>
  apiError('UNAUTHENTICATED', graphqlMessages.errors.invalidToken, {
    status: 401,
    headers: { 'WWW-Authenticate': `Bearer error="invalid_token"` },
    extensions: { reason },
  });

/**
 * docs/product.md §7 bearer authorization: `Authorization: Bearer <next-auth session JWT>`. No header → anonymous
 * (null). A header that is not a decodable, unexpired token of ours → UNAUTHENTICATED, never silently anonymous.
 * The JWT's `sub` is the user id; an optional `masqueradedBy` claim names the administrator acting as them.
 */
export async function readBearerToken(authorization: string | null, secret: string): Promise<TokenIdentity | null> {
  if (authorization === null || authorization.trim() === '') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) throw invalidToken('invalid');
  let payload: Awaited<ReturnType<typeof decode>>;
  try {
    payload = await decode({ token: match[1], secret });
  } catch (error) {
    throw invalidToken((error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid');
  }
  const sub = payload?.sub;
  if (typeof sub !== 'string' || !isUuid(sub)) throw invalidToken('invalid');
  const masqueradedBy = payload?.masqueradedBy;
  if (
    masqueradedBy !== undefined &&
    masqueradedBy !== null &&
    (typeof masqueradedBy !== 'string' || !isUuid(masqueradedBy))
  ) {
    throw invalidToken('invalid');
  }
  return {
    userId: sub,
    masqueradedBy: (masqueradedBy as string | null | undefined) ?? null,
    sessionStartedAt: sessionStartOf(payload),
  };
}
