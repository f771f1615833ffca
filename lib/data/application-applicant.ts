import 'server-only';
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';
import { getDb } from '@/server/db/client';
import { readSessionToken } from '@/server/auth/session-token';
import { loadSessionUser } from '@/server/auth/session-user';

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.(\d+))?$/;

/**
 * Who sends an application form: the user of the session cookie the form's POST carries (read from the request
 * itself, so the route works the same wherever it runs), checked as for a page (blocked users and ended sessions
 * count as signed out), or null. next-auth splits a long JWT into numbered cookies, joined here in order.
 */
export async function applicantOfRequest(headers: Headers, regionId: string): Promise<string | null> {
  const parts = new RequestCookies(headers)
    .getAll()
    .map((c) => ({ match: SESSION_COOKIE.exec(c.name), value: c.value }))
    .filter((c) => c.match !== null)
    .sort((a, b) => Number(a.match![3] ?? -1) - Number(b.match![3] ?? -1));
  const session = await readSessionToken(parts.map((p) => p.value).join('') || null);
  if (!session) return null;
  const user = await loadSessionUser(await getDb(), session.userId, regionId, { startedAt: session.startedAt });
  return user?.id ?? null;
}
