import 'server-only';
import { cookies } from 'next/headers';
import { encodeSessionToken, readSessionToken, SESSION_MAX_AGE_SECONDS } from '@/server/auth/session-token';
import { SIGNED_IN_AT_CLAIM } from '@/server/auth/sessions';

const SESSION_COOKIE = /^((?:__Secure-)?next-auth\.session-token)(?:\.(\d+))?$/;

/**
 * After a password change every session started before `validAfter` is over (server/account/password-change.ts).
 * The browser that made the change stays signed in: its session cookie is written again with the session's
 * start moved to `validAfter`, so only the other sessions end. Same JWT otherwise (user, name), same cookie
 * name and flags next-auth uses; a long token's numbered chunks become one cookie (the JWT is small).
 * False when the request carries no valid session (then the user simply signs in again).
 */
export async function renewSessionAfter(validAfter: Date): Promise<boolean> {
  const jar = await cookies();
  const parts = jar
    .getAll()
    .map((c) => ({ ...c, match: SESSION_COOKIE.exec(c.name) }))
    .filter((c) => c.match !== null)
    .sort((a, b) => Number(a.match![2] ?? -1) - Number(b.match![2] ?? -1));
  if (parts.length === 0) return false;
  const session = await readSessionToken(parts.map((p) => p.value).join(''));
  if (!session) return false;
  const name = parts[0].match![1];
  const jwt = await encodeSessionToken({ ...session.token, [SIGNED_IN_AT_CLAIM]: validAfter.getTime() });
  for (const part of parts) if (part.name !== name) jar.delete(part.name);
  jar.set(name, jwt, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: name.startsWith('__Secure-'),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return true;
}

/**
 * After a password reset every session of the account is over, this browser's too: its cookie is dropped, so
 * "Zur Anmeldung" opens the sign-in form instead of passing through the logout of an ended session.
 */
export async function forgetSession(): Promise<void> {
  const jar = await cookies();
  for (const cookie of jar.getAll()) if (SESSION_COOKIE.test(cookie.name)) jar.delete(cookie.name);
}
