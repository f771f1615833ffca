import { expect, test, type APIRequestContext } from './fixtures';
import { PORT, siteRequest, siteUrl } from './helpers';
import { waitForMail } from './mail-catcher';
import { parseMail } from '../server/mail/testing';

/**
 * The attacks of the security review (docs/security.md), replayed over HTTP against the production build:
 * each one worked before its fix.
 */

const BASE = `http://127.0.0.1:${PORT}`;
const SITE_HOST = `franken.localhost:${PORT}`;

/** A request with any Host header, as an attacker's client sends it (no browser rules apply). */
function hostRequest(
  request: APIRequestContext,
  host: string,
  path: string,
  init: { method?: string; form?: Record<string, string> } = {},
) {
  return request.fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: { Host: host },
    form: init.form,
    maxRedirects: 0,
  });
}

test('a malformed Host header gets a 400, never the site nor a 500', async ({ request }) => {
  for (const host of [
    `franken.localhost:${PORT}@evil.example`,
    'franken.localhost:evil.example',
    `franken.localhost:${PORT} evil.example`,
    'franken.localhost/x',
  ]) {
    const response = await hostRequest(request, host, '/user/login');
    expect(response.status(), host).toBe(400);
    expect(await response.text()).toContain('Ungültige Adresse');
  }
});

test('a sign-in link always names the site’s configured address, whatever Host the request named', async ({
  request,
}) => {
  // Resolves to franken (the port is not part of a site's name), so before the fix the link used it.
  const forged = 'franken.localhost:9';
  const csrf = (await (await hostRequest(request, forged, '/api/auth/csrf')).json()) as { csrfToken: string };
  const email = 'bewerber@franken.demo.example';
  const asked = await hostRequest(request, forged, '/api/auth/signin/email', {
    method: 'POST',
    form: { email, csrfToken: csrf.csrfToken, callbackUrl: '/', json: 'true' },
  });
  expect(asked.status()).toBeLessThan(400);
  const mail = parseMail((await waitForMail(email)).raw);
  const links = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => new URL(m[0]));
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.host).toBe(SITE_HOST);
});

test('TRACE and other unused methods get a 405 on every route', async ({ request }) => {
  for (const path of ['/jobs', '/graphql', '/api/auth/session', '/']) {
    for (const method of ['TRACE', 'PUT', 'DELETE']) {
      const response = await hostRequest(request, SITE_HOST, path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD, POST, OPTIONS');
    }
  }
});

test('pages carry the security headers and a script nonce, and no internal rewrite path', async ({ request }) => {
  for (const path of ['/', '/jobs', '/user/login', '/gibt-es-nicht']) {
    const response = await siteRequest(request, 'franken', path);
    const headers = response.headers();
    expect(headers['x-middleware-rewrite'], path).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const nonce = /script-src 'self' 'nonce-([^']+)' 'strict-dynamic'/.exec(headers['content-security-policy'])?.[1];
    expect(nonce, path).toBeTruthy();
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  // A fresh nonce per response.
  const first = (await siteRequest(request, 'franken', '/')).headers()['content-security-policy'];
  const second = (await siteRequest(request, 'franken', '/')).headers()['content-security-policy'];
  expect(first).not.toBe(second);
});

test('the browser runs the pages under the policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/jobs?search=Pflege', '/user/login', '/arbeitgeber']) {
    await page.goto(siteUrl('franken', path));
    await page.waitForLoadState('networkidle');
    // Again: the public pages now come from the page cache, with a nonce put in place of the rendered one.
    const again = await page.reload();
    if (path !== '/user/login') expect(again?.headers()['x-page-cache'], path).toBe('hit');
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('sign-up answers the same for a free and a taken address, and mails the owner instead', async ({ request }) => {
  const register = (email: string) =>
    hostRequest(request, SITE_HOST, '/api/auth/register', {
      method: 'POST',
      form: { email, password: 'Ein-Langes-Passwort-1', name: 'Mallory Prüfer', terms: 'true', callbackUrl: '/' },
    });
  const taken = await register('arbeitgeber@franken.demo.example');
  const free = await register(`frei-${Date.now().toString(36)}@beispiel.de`);
  expect(taken.status()).toBe(free.status());
  expect(await taken.text()).toBe(await free.text());
  const notice = parseMail((await waitForMail('arbeitgeber@franken.demo.example')).raw);
  expect(notice.text).not.toContain('Ein-Langes-Passwort-1');
  for (const link of notice.text.matchAll(/https?:\/\/[^\s<>"]+/g)) expect(new URL(link[0]).host).toBe(SITE_HOST);
});

test('a rotating X-Forwarded-For does not get around the password limit', async ({ request }) => {
  const email = `niemand-${Date.now().toString(36)}@beispiel.de`;
  const outcomes: string[] = [];
  for (let i = 0; i < 12; i++) {
    const csrf = (await (await hostRequest(request, SITE_HOST, '/api/auth/csrf')).json()) as { csrfToken: string };
    const response = await request.fetch(`${BASE}/api/auth/callback/password`, {
      method: 'POST',
      headers: { Host: SITE_HOST, 'X-Forwarded-For': `203.0.113.${i + 1}`, 'X-Real-IP': `198.51.100.${i + 1}` },
      form: { email, password: `falsch-${i}`, csrfToken: csrf.csrfToken, json: 'true' },
      maxRedirects: 0,
    });
    outcomes.push(String(((await response.json()) as { url?: string }).url ?? ''));
  }
  // Ten tries per address and client, then the client is refused, whatever address it claims to have.
  expect(outcomes.slice(0, 10).every((url) => !url.includes('RateLimited'))).toBe(true);
  expect(outcomes.slice(10).every((url) => url.includes('RateLimited'))).toBe(true);
});

test('every site names its security contact (RFC 9116)', async ({ request }) => {
  const response = await siteRequest(request, 'rosenheim', '/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^Contact: mailto:security@/m);
});
