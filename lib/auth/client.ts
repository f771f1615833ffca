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

/** POST to /api/auth/<path> (e.g. `signin/email`, `callback/password`) with the CSRF token. */
export async function postToAuth(path: string, fields: Record<string, string>): Promise<AuthPostResult> {
  try {
    const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
    const response = await fetch(`${BASE}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    const data = (await response.json().catch(() => ({}))) as { url?: string };
    const url = data.url ? new URL(data.url, window.location.origin) : null;
    const error = url?.searchParams.get('error') ?? (response.ok ? null : 'Default');
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
