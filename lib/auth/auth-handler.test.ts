import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { openTestDb } from '@/server/db/testing';
import { users, verificationTokens } from '@/server/db/schema';
import { createMailer } from '@/server/mail/mailer';
import { listMailbox } from '@/server/mail/mailbox';
import { registerUser } from '@/server/auth/registration';
import { readSessionToken } from '@/server/auth/session-token';
import { REGION_HEADER } from '@/lib/routing/region-header';
import { createAuthHandler } from './auth-handler';
import { createRegisterHandler } from './register-handler';

process.env.NEXTAUTH_SECRET ??= 'vitest-secret-for-auth-handler-tests';

let handle: DbHandle;
let mailboxDir: string;
let handleAuth: ReturnType<typeof createAuthHandler>;
let handleRegister: ReturnType<typeof createRegisterHandler>;
const created: string[] = [];
const HOST = 'franken.localhost:3999';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'Sicheres-Passwort-1';

/** A browser on franken.localhost: keeps cookies, sends the headers the proxy and a browser would. */
class Browser {
  cookies = new Map<string, string>();
  // A fresh IP per browser: per-IP counters persist on a shared PostgreSQL server between runs.
  private readonly ip = `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

  async request(method: string, pathAndQuery: string, body?: Record<string, string>, extra: Record<string, string> = {}) {
    const headers = new Headers({ host: HOST, [REGION_HEADER]: 'franken', 'x-forwarded-for': this.ip, ...extra });
    if (method === 'POST' && !('origin' in extra)) headers.set('origin', ORIGIN);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let payload: string | undefined;
    if (body) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      payload = new URLSearchParams(body).toString();
    }
    const target = `http://localhost:3999${pathAndQuery}`;
    const isRegister = pathAndQuery.startsWith('/api/auth/register');
    const response = await (isRegister ? handleRegister : handleAuth)(new Request(target, { method, headers, body: payload }));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async csrf(): Promise<string> {
    return (await (await this.request('GET', '/api/auth/csrf')).json()).csrfToken;
  }

  async session() {
    return (await this.request('GET', '/api/auth/session')).json();
  }
}

async function newUser(name = 'Erika Muster'): Promise<string> {
  const email = `erika-${randomUUID().slice(0, 8)}@beispiel.de`;
  const result = await registerUser(handle.db, { email, password: PASSWORD, name, terms: true }, 'franken');
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  created.push(email);
  return email;
}

async function requestLink(browser: Browser, email: string, callbackUrl = '/jobs') {
  const csrfToken = await browser.csrf();
  return browser.request('POST', '/api/auth/signin/email', { email, csrfToken, callbackUrl, json: 'true' });
}

async function lastMailTo(email: string) {
  const [mail] = (await listMailbox(mailboxDir, { regionId: 'franken' })).filter((m) => m.to === email);
  return mail;
}

function confirmLink(text: string): URL {
  const match = /http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(text);
  if (!match) throw new Error(`no confirm link in:\n${text}`);
  return new URL(match[0]);
}

/** Follows redirects inside /api/auth (next-auth's own error route) to the page the browser ends on. */
async function follow(browser: Browser, response: Response): Promise<string> {
  let location = response.headers.get('location')!;
  while (new URL(location, ORIGIN).pathname.startsWith('/api/auth/')) {
    const next = new URL(location, ORIGIN);
    location = new URL((await browser.request('GET', next.pathname + next.search)).headers.get('location')!, ORIGIN).toString();
  }
  return new URL(location, ORIGIN).toString();
}

async function tokenRows(email: string) {
  return handle.db.select().from(verificationTokens).where(eq(verificationTokens.identifier, email));
}

beforeAll(async () => {
  handle = await openTestDb();
  mailboxDir = mkdtempSync(path.join(tmpdir(), 'mailbox-'));
  const mailer = createMailer({ MAILBOX_DIR: mailboxDir });
  const deps = { getDb: async () => handle.db, getMailer: () => mailer, env: { AUTH_PROVIDERS: 'email,password' } as Record<string, string> };
  handleAuth = createAuthHandler(deps);
  handleRegister = createRegisterHandler(deps);
});

afterAll(async () => {
  if (created.length) await handle.db.delete(users).where(inArray(users.email, created));
  await handle.db.delete(verificationTokens).where(inArray(verificationTokens.identifier, created.length ? created : ['-']));
  await handle.close();
  rmSync(mailboxDir, { recursive: true, force: true });
});

describe('sign-in by e-mailed link, with the confirm page in between', () => {
  it('mails a German link to the confirm page on the host the visitor used', async () => {
    const email = await newUser();
    const browser = new Browser();
    const response = await requestLink(browser, email, '/jobs?dispatch=job_alert');
    expect(response.status).toBe(200);
    expect((await response.json()).url).toBe(`${ORIGIN}/api/auth/verify-request?provider=email&type=email`);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Dein Anmeldelink für Jobs in Franken');
    expect(mail.from).toBe('"Jobs in Franken" <noreply@jobs-in-franken.de>');
    const link = confirmLink(mail.text);
    expect(link.origin).toBe(ORIGIN);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('callbackUrl')).toBe(`${ORIGIN}/jobs?dispatch=job_alert`);
    expect(mail.text).toContain('10 Minuten gültig');
  });

  it('GET requests (mail scanners) do not use the token; the confirm POST does, once', async () => {
    const email = await newUser();
    const browser = new Browser();
    await requestLink(browser, email);
    const link = confirmLink((await lastMailTo(email)).text);

    // A scanner that rewrites the link to next-auth's callback and opens it: sent to the confirm page.
    const scanner = new Browser();
    const scanned = await scanner.request('GET', `/api/auth/callback/email${link.search}`);
    expect(scanned.status).toBe(303);
    expect(scanned.headers.get('location')).toBe(`${ORIGIN}/user/login/confirm${link.search}`);
    expect(scanner.cookies.has('next-auth.session-token')).toBe(false);
    expect(await tokenRows(email)).toHaveLength(1);

    // The confirm page's button.
    const confirmed = await browser.request('POST', `/api/auth/callback/email${link.search}`, {});
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${ORIGIN}/jobs`);
    expect(browser.cookies.has('next-auth.session-token')).toBe(true);
    expect(await tokenRows(email)).toHaveLength(0);
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(row.emailVerified).toBeInstanceOf(Date);

    // The same link a second time: refused.
    const second = new Browser();
    const again = await second.request('POST', `/api/auth/callback/email${link.search}`, {});
    expect(await follow(second, again)).toBe(`${ORIGIN}/user/login/error?error=Verification`);
    expect(second.cookies.has('next-auth.session-token')).toBe(false);
  });

  it('a link older than 10 minutes is refused', async () => {
    const email = await newUser();
    const browser = new Browser();
    await requestLink(browser, email);
    const link = confirmLink((await lastMailTo(email)).text);
    await handle.db.update(verificationTokens).set({ expires: new Date(Date.now() - 1000) }).where(eq(verificationTokens.identifier, email));
    const response = await browser.request('POST', `/api/auth/callback/email${link.search}`, {});
    expect(await follow(browser, response)).toBe(`${ORIGIN}/user/login/error?error=Verification`);
    expect(browser.cookies.has('next-auth.session-token')).toBe(false);
  });

  it('stores only a hash of the token and sets its expiry to 10 minutes', async () => {
    const email = await newUser();
    const before = Date.now();
    await requestLink(new Browser(), email);
    const link = confirmLink((await lastMailTo(email)).text);
    const [row] = await tokenRows(email);
    expect(row.token).not.toBe(link.searchParams.get('token'));
    expect(row.expires.getTime() - before).toBeGreaterThan(9.9 * 60_000);
    expect(row.expires.getTime() - before).toBeLessThan(10.1 * 60_000);
  });

  it('an unknown address gets a "no account yet" mail, and the page cannot tell the difference', async () => {
    const email = `niemand-${randomUUID().slice(0, 8)}@beispiel.de`;
    created.push(email);
    const response = await requestLink(new Browser(), email);
    expect((await response.json()).url).toBe(`${ORIGIN}/api/auth/verify-request?provider=email&type=email`);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Anmeldung bei Jobs in Franken');
    expect(mail.text).toContain(`${ORIGIN}/user/register`);
    expect(mail.text).not.toContain('/user/login/confirm');
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a cross-site POST (login CSRF on the confirm form)', async () => {
    const email = await newUser();
    const browser = new Browser();
    await requestLink(browser, email);
    const link = confirmLink((await lastMailTo(email)).text);
    const forged = await browser.request('POST', `/api/auth/callback/email${link.search}`, {}, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await tokenRows(email)).toHaveLength(1);
  });
});

describe('session', () => {
  it('exposes the user, the roles of this region and the encoded session token (jwt, sub = users.id)', async () => {
    const email = await newUser('Max Mustermann');
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const signedIn = await browser.request('POST', '/api/auth/callback/password', { email, password: PASSWORD, csrfToken, callbackUrl: '/', json: 'true' });
    expect(signedIn.status).toBe(200);
    const session = await browser.session();
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(session.user).toEqual({ id: row.id, name: 'Max Mustermann', email, roles: ['applicant'] });
    expect(new Date(session.expires).getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect((await readSessionToken(session.jwt))?.userId).toBe(row.id);
    expect(row.lastLoginAt).toBeInstanceOf(Date);
  });

  it('marks a session whose user no longer loads, so the shell ends it at /user/logout', async () => {
    const email = await newUser();
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    await browser.request('POST', '/api/auth/callback/password', { email, password: PASSWORD, csrfToken, callbackUrl: '/', json: 'true' });
    await handle.db.update(users).set({ blocked: true }).where(eq(users.email, email));
    const session = await browser.session();
    expect(session).toEqual({ expires: expect.any(String), error: 'SessionUserGone' });
    expect(session.jwt).toBeUndefined();
  });

  it('chunks a session cookie longer than 3933 characters (§9)', async () => {
    const email = await newUser();
    await handle.db.update(users).set({ displayName: 'Ü'.repeat(3000) + 'x'.repeat(3000) }).where(eq(users.email, email));
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const response = await browser.request('POST', '/api/auth/callback/password', { email, password: PASSWORD, csrfToken, callbackUrl: '/', json: 'true' });
    const chunks = response.headers.getSetCookie().filter((c) => c.startsWith('next-auth.session-token.'));
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks[0].split(';')[0].length).toBe('next-auth.session-token.0='.length + 3933);
    expect(browser.cookies.has('next-auth.session-token')).toBe(false);
    // The chunks join back into a valid session.
    expect((await browser.session()).user.email).toBe(email);
  });

  it('an unreadable session cookie is deleted and flagged, so the page goes to / (§4)', async () => {
    const browser = new Browser();
    browser.cookies.set('next-auth.session-token', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.forged.token.value.x');
    const response = await browser.request('GET', '/api/auth/session');
    expect(await response.json()).toEqual({});
    expect(response.headers.get('x-session-invalid')).toBe('1');
    expect(browser.cookies.has('next-auth.session-token')).toBe(false);
    // No cookie at all is simply anonymous, not invalid.
    expect((await new Browser().request('GET', '/api/auth/session')).headers.get('x-session-invalid')).toBeNull();
  });

  it('signs out with a POST and clears the cookie', async () => {
    const email = await newUser();
    const browser = new Browser();
    let csrfToken = await browser.csrf();
    await browser.request('POST', '/api/auth/callback/password', { email, password: PASSWORD, csrfToken, callbackUrl: '/', json: 'true' });
    csrfToken = await browser.csrf();
    const out = await browser.request('POST', '/api/auth/signout', { csrfToken, callbackUrl: '/jobs' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(`${ORIGIN}/jobs`);
    expect(browser.cookies.has('next-auth.session-token')).toBe(false);
    expect(await browser.session()).toEqual({});
  });
});

describe('password sign-in and sign-up', () => {
  it('a wrong password is CredentialsSignin (401), the same as an unknown address', async () => {
    const email = await newUser();
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const wrong = await browser.request('POST', '/api/auth/callback/password', { email, password: 'falsch-falsch', csrfToken, json: 'true' });
    const unknown = await browser.request('POST', '/api/auth/callback/password', { email: 'gibt-es-nicht@beispiel.de', password: 'falsch-falsch', csrfToken, json: 'true' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(new URL((await response.json()).url).searchParams.get('error')).toBe('CredentialsSignin');
    }
    expect(browser.cookies.has('next-auth.session-token')).toBe(false);
  });

  it('rate-limits password attempts per address with a RateLimited answer', async () => {
    const email = await newUser();
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const attempt = () => browser.request('POST', '/api/auth/callback/password', { email, password: 'falsch-falsch', csrfToken, callbackUrl: '/jobs', json: 'true' });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    const url = new URL((await refused.json()).url);
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('error')).toBe('RateLimited');
    expect(Number(url.searchParams.get('retry'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits now.
    const right = await browser.request('POST', '/api/auth/callback/password', { email, password: PASSWORD, csrfToken, json: 'true' });
    expect(new URL((await right.json()).url).searchParams.get('error')).toBe('RateLimited');
  });

  it('rate-limits link requests per address', async () => {
    const email = await newUser();
    const browser = new Browser();
    for (let i = 0; i < 5; i++) expect((await requestLink(browser, email)).status).toBe(200);
    const refused = await requestLink(browser, email);
    expect(new URL((await refused.json()).url).searchParams.get('error')).toBe('RateLimited');
    expect((await listMailbox(mailboxDir)).filter((m) => m.to === email)).toHaveLength(5);
  });

  it('registers an applicant of the region and answers field errors as codes', async () => {
    const browser = new Browser();
    const email = `neu-${randomUUID().slice(0, 8)}@beispiel.de`;
    created.push(email);
    const bad = await browser.request('POST', '/api/auth/register', { email: 'kaputt', password: 'kurz', name: '' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).fieldErrors).toEqual({ email: 'emailInvalid', password: 'passwordTooShort', name: 'nameRequired', terms: 'termsRequired' });
    const ok = await browser.request('POST', '/api/auth/register', { email: email.toUpperCase(), password: PASSWORD, name: 'Neu Hier', terms: 'true' });
    expect(ok.status).toBe(201);
    const taken = await browser.request('POST', '/api/auth/register', { email, password: PASSWORD, name: 'Noch mal', terms: 'true' });
    expect((await taken.json()).fieldErrors).toEqual({ email: 'emailTaken' });
    const csrfToken = await browser.csrf();
    await browser.request('POST', '/api/auth/callback/password', { email, password: PASSWORD, csrfToken, json: 'true' });
    expect((await browser.session()).user).toMatchObject({ email, name: 'Neu Hier', roles: ['applicant'] });
  });

  it('sends an unknown provider to the sign-in page', async () => {
    const browser = new Browser();
    const response = await browser.request('GET', '/api/auth/signin/github?callbackUrl=%2Fjobs');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/user/login?callbackUrl=%2Fjobs`);
  });

  it('SessionRequired goes to the sign-in page with the callback URL (§8)', async () => {
    const browser = new Browser();
    const error = await browser.request('GET', '/api/auth/error?error=SessionRequired&callbackUrl=%2Flebenslauf');
    const target = new URL(await follow(browser, error));
    expect(target.pathname).toBe('/user/login');
    expect(target.searchParams.get('error')).toBe('SessionRequired');
    expect(target.searchParams.get('callbackUrl')).toBe(`${ORIGIN}/lebenslauf`);
  });
});

describe('configuration (§9)', () => {
  it('JWT sessions of 30 days, state and PKCE cookies of 900 s, both providers unless AUTH_PROVIDERS says otherwise', async () => {
    const { buildAuthOptions, enabledProviders } = await import('./auth-options');
    const { getRegion } = await import('@/regions/registry');
    const options = buildAuthOptions({ region: getRegion('franken')!, origin: 'https://jobs-in-franken.de', db: handle.db, mailer: createMailer({ MAILBOX_DIR: mailboxDir }) }, {});
    expect(options.session).toEqual({ strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 });
    expect(options.cookies?.state?.options.maxAge).toBe(900);
    expect(options.cookies?.pkceCodeVerifier).toMatchObject({ name: '__Secure-next-auth.pkce.code_verifier', options: { maxAge: 900, secure: true } });
    expect(options.useSecureCookies).toBe(true);
    // next-auth applies a provider's own options (id: 'password') over its defaults when it parses them.
    expect(options.providers.map((p) => (p as { options?: { id?: string } }).options?.id ?? p.id)).toEqual(['email', 'password']);
    expect(enabledProviders({ AUTH_PROVIDERS: 'password' })).toEqual(['password']);
    expect(enabledProviders({ AUTH_PROVIDERS: '' })).toEqual([]);
  });
});

describe('where a POST comes from (CSRF)', () => {
  it('accepts same-origin browser requests, also with Origin: null, and non-browser clients', async () => {
    const { isSameOriginPost } = await import('./request-context');
    const h = (entries: Record<string, string>) => new Headers(entries);
    expect(isSameOriginPost(h({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(true);
    expect(isSameOriginPost(h({ origin: 'null', 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(true);
    expect(isSameOriginPost(h({}), ORIGIN)).toBe(true);
    expect(isSameOriginPost(h({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(false);
    expect(isSameOriginPost(h({ origin: 'http://rosenheim.localhost:3999', 'sec-fetch-site': 'same-site' }), ORIGIN)).toBe(false);
    expect(isSameOriginPost(h({ 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(false);
    expect(isSameOriginPost(h({ origin: 'null' }), ORIGIN)).toBe(false);
  });
});
