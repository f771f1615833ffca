import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/server/db/client';
import { readSessionToken } from '@/server/auth/session-token';
import { loadSessionUser } from '@/server/auth/session-user';
import type { Viewer } from '@/lib/posting/access';

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.(\d+))?$/;

/** next-auth splits a long session JWT into numbered cookies (name.0, name.1, …); joined in order. */
function sessionJwt(all: Array<{ name: string; value: string }>): string | null {
  const parts = all
    .map((c) => ({ match: SESSION_COOKIE.exec(c.name), value: c.value }))
    .filter((c) => c.match !== null)
    .sort((a, b) => Number(a.match![3] ?? -1) - Number(b.match![3] ?? -1));
  return parts.length ? parts.map((p) => p.value).join('') : null;
}

/**
 * Who requests a page that depends on the visitor (the job wizard, the review queue): the user of the
 * session cookie with the roles valid on this site, loaded fresh as for an API request, or null. Pages pass
 * the id on to serverQuery, whose in-process executor trusts it; so it comes only from a verified session.
 */
export async function loadPageViewer(regionId: string): Promise<Viewer | null> {
  const session = await readSessionToken(sessionJwt((await cookies()).getAll()));
  if (!session) return null;
  const user = await loadSessionUser(await getDb(), session.userId, regionId, { startedAt: session.startedAt });
  return user && { userId: user.id, roles: user.roles.map((r) => r.role) };
}
