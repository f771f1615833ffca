import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, verificationTokens } from '@/server/db/schema';
import { readSessionToken } from '@/server/auth/session-token';
import {
  Browser,
  confirmLink,
  created,
  follow,
  handle,
  lastMailTo,
  newUser,
  ORIGIN,
  PASSWORD,
  postPassword,
  requestLink,
  tokenRows,
  useAuthHarness,
} from './testing';

useAuthHarness();

describe('sign-in by e-mailed link, with the confirm page in between', () => {
  it('mails a German link to the confirm page on the site’s configured origin', async () => {
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

  it('never builds a link from the request’s Host header (a forged port once led the token elsewhere)', async () => {
    const email = await newUser();
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const forged = { host: 'franken.localhost:9', origin: 'http://franken.localhost:9' };
    const response = await browser.request(
      'POST',
      '/api/auth/signin/email',
      { email, csrfToken, callbackUrl: '/jobs', json: 'true' },
      forged,
    );
    expect(response.status).toBe(200);
    const link = confirmLink((await lastMailTo(email)).text);
    expect(link.origin).toBe(ORIGIN);
    expect(link.searchParams.get('callbackUrl')).toBe(`${ORIGIN}/jobs`);
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
    await handle.db
      .update(verificationTokens)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.identifier, email));
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
    const forged = await browser.request(
      'POST',
      `/api/auth/callback/email${link.search}`,
      {},
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect(await tokenRows(email)).toHaveLength(1);
  });
});

describe('session', () => {
  it('exposes the user, the roles of this region and the encoded session token (jwt, sub = users.id)', async () => {
    const email = await newUser('Max Mustermann');
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const signedIn = await browser.request('POST', '/api/auth/callback/password', {
      email,
      password: PASSWORD,
      csrfToken,
      callbackUrl: '/',
      json: 'true',
    });
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
    await postPassword(browser, email);
    await handle.db.update(users).set({ blocked: true }).where(eq(users.email, email));
    const session = await browser.session();
    expect(session).toEqual({ expires: expect.any(String), error: 'SessionUserGone' });
    expect(session.jwt).toBeUndefined();
  });

  it('chunks a session cookie longer than 3933 characters (docs/product.md §9)', async () => {
    const email = await newUser();
    await handle.db
      .update(users)
      .set({ displayName: 'Ü'.repeat(3000) + 'x'.repeat(3000) })
      .where(eq(users.email, email));
    const browser = new Browser();
    const response = await postPassword(browser, email);
    const chunks = response.headers.getSetCookie().filter((c) => c.startsWith('next-auth.session-token.'));
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks[0].split(';')[0].length).toBe('next-auth.session-token.0='.length + 3933);
    expect(browser.cookies.has('next-auth.session-token')).toBe(false);
    // The chunks join back into a valid session.
    expect((await browser.session()).user.email).toBe(email);
  });

  it('an unreadable session cookie is deleted and flagged, so the page goes to / (docs/product.md §4)', async () => {
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
    await browser.request('POST', '/api/auth/callback/password', {
      email,
      password: PASSWORD,
      csrfToken,
      callbackUrl: '/',
      json: 'true',
    });
    csrfToken = await browser.csrf();
    const out = await browser.request('POST', '/api/auth/signout', { csrfToken, callbackUrl: '/jobs' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(`${ORIGIN}/jobs`);
    expect(browser.cookies.has('next-auth.session-token')).toBe(false);
    expect(await browser.session()).toEqual({});
  });
});
