/**
 * The browser side of the sign-in forms: next-auth's POST endpoints with its CSRF token, answered as JSON
 * (`json=true`), as next-auth/react's signIn() does — without loading next-auth/react on these pages, and
 * keeping what our own refusals add (the minutes of a rate limit).
 */
export type AuthPostResult = { ok: boolean; url: string | null; error: string | null; retryMinutes: number | null };

const BASE = '/api/auth';

async function csrfToken(): Promise<string> {
  const response = await fetch(`${BASE}/csrf`, { cache: 'no-store' });
  const data = (await response.json()) as { csrfToken?: string };
  if (!data.csrfToken) throw new Error('no CSRF token');
  return data.csrfToken;
}

/**
 * next-auth's answer when the token did not match its cookie. On a first visit every /api/auth answer sets a
 * new cookie, so one that arrives after /csrf's (the header asking for the session) replaces the pair the
 * token belongs to; the cookie now in place is valid and a second /csrf answers its token.
 */
function isCsrfRefusal(url: URL | null): boolean {
  return url !== null && url.searchParams.get('csrf') === 'true';
}

async function post(path: string, fields: Record<string, string>): Promise<{ response: Response; url: URL | null }> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
  const response = await fetch(`${BASE}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const data = (await response.json().catch(() => ({}))) as { url?: string };
  return { response, url: data.url ? new URL(data.url, window.location.origin) : null };
}

/** POST to /api/auth/<path> (e.g. `signin/email`, `callback/password`) with the CSRF token. */
export async function postToAuth(path: string, fields: Record<string, string>): Promise<AuthPostResult> {
  try {
    let { response, url } = await post(path, fields);
    if (isCsrfRefusal(url)) ({ response, url } = await post(path, fields));
    const error = url?.searchParams.get('error') ?? (response.ok && !isCsrfRefusal(url) ? null : 'Default');
    const retry = Number(url?.searchParams.get('retry'));
    return {
      ok: response.ok && !error,
      url: error ? null : (url?.toString() ?? null),
      error,
      retryMinutes: retry > 0 ? retry : null,
    };
  } catch {
    return { ok: false, url: null, error: 'Network', retryMinutes: null };
  }
}
