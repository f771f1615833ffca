import { cookiesOf, siteHttp, type SiteAnswer } from './site-http';

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

function json<T>(answer: SiteAnswer, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  return JSON.parse(answer.text) as T;
}

/**
 * Signs in with the password form's endpoints on one instance, as the sign-in page does (next-auth's CSRF token,
 * then `callback/password`), and returns the session's token for `Authorization: Bearer` on /graphql
 * (docs/product.md §7).
 */
export async function signInWithPassword(
  port: number,
  host: string,
  account: { email: string; password: string },
): Promise<string> {
  const csrf = await siteHttp(port, host, '/api/auth/csrf');
  const jar = cookiesOf(csrf);
  const { csrfToken } = json<{ csrfToken: string }>(csrf, 'CSRF token');
  const body = new URLSearchParams({ ...account, csrfToken, callbackUrl: '/', json: 'true' }).toString();
  const signedIn = await siteHttp(port, host, '/api/auth/callback/password', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
    body,
  });
  const { url } = json<{ url?: string }>(signedIn, 'sign-in');
  if (!url || new URL(url, 'http://x').searchParams.has('error')) throw new Error(`sign-in refused: ${url}`);
  for (const [name, value] of cookiesOf(signedIn)) jar.set(name, value);
  const session = await siteHttp(port, host, '/api/auth/session', { headers: { cookie: cookieHeader(jar) } });
  const { jwt } = json<{ jwt?: string }>(session, 'session');
  if (!jwt) throw new Error(`no session token after signing in as ${account.email}`);
  return jwt;
}
