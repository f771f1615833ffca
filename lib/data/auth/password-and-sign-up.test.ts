import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { listMailbox } from '@/server/mail/mailbox';
import {
  Browser,
  confirmLink,
  created,
  follow,
  handle,
  lastMailTo,
  mailboxDir,
  newUser,
  ORIGIN,
  PASSWORD,
  requestLink,
  useAuthHarness,
} from './testing';

useAuthHarness();

describe('password sign-in and sign-up', () => {
  it('a wrong password is CredentialsSignin (401), the same as an unknown address', async () => {
    const email = await newUser();
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const wrong = await browser.request('POST', '/api/auth/callback/password', {
      email,
      password: 'falsch-falsch',
      csrfToken,
      json: 'true',
    });
    const unknown = await browser.request('POST', '/api/auth/callback/password', {
      email: 'gibt-es-nicht@beispiel.de',
      password: 'falsch-falsch',
      csrfToken,
      json: 'true',
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(new URL((await response.json()).url).searchParams.get('error')).toBe('CredentialsSignin');
    }
    expect(browser.cookies.has('next-auth.session-token')).toBe(false);
  });

  it('rate-limits password attempts on one address from one network with a RateLimited answer', async () => {
    const email = await newUser();
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const attempt = () =>
      browser.request('POST', '/api/auth/callback/password', {
        email,
        password: 'falsch-falsch',
        csrfToken,
        callbackUrl: '/jobs',
        json: 'true',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    const url = new URL((await refused.json()).url);
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('error')).toBe('RateLimited');
    expect(Number(url.searchParams.get('retry'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits now.
    const right = await browser.request('POST', '/api/auth/callback/password', {
      email,
      password: PASSWORD,
      csrfToken,
      json: 'true',
    });
    expect(new URL((await right.json()).url).searchParams.get('error')).toBe('RateLimited');
  });

  // Only guesses count: a shared network (an office, a job centre) signing in often must not lock itself out.
  it('does not count sign-ins that worked towards the limits, while every wrong password still counts', async () => {
    const email = await newUser();
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const attempt = (password: string) =>
      browser.request('POST', '/api/auth/callback/password', { email, password, csrfToken, json: 'true' });
    for (let i = 0; i < 12; i++) {
      const signedIn = await attempt(PASSWORD);
      expect(new URL((await signedIn.json()).url).searchParams.get('error'), `sign-in ${i + 1}`).toBeNull();
    }
    for (let i = 0; i < 10; i++) expect((await attempt('falsch-falsch')).status).toBe(401);
    expect(new URL((await (await attempt(PASSWORD)).json()).url).searchParams.get('error')).toBe('RateLimited');
  });

  // Security review: a forged X-Forwarded-For made every attempt a new client, and ten wrong passwords from
  // anyone locked the owner out.
  it('locks password attempts per address and network: forged X-Forwarded-For does not help, the owner elsewhere gets in', async () => {
    const email = await newUser();
    const attacker = new Browser();
    const csrfToken = await attacker.csrf();
    const guess = (i: number) =>
      attacker.request(
        'POST',
        '/api/auth/callback/password',
        { email, password: `falsch-${i}-falsch`, csrfToken, json: 'true' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
    for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(401);
    expect(new URL((await (await guess(10)).json()).url).searchParams.get('error')).toBe('RateLimited');
    const rightFromAttacker = await attacker.request(
      'POST',
      '/api/auth/callback/password',
      { email, password: PASSWORD, csrfToken, json: 'true' },
      { 'x-forwarded-for': '192.0.2.1' },
    );
    expect(new URL((await rightFromAttacker.json()).url).searchParams.get('error')).toBe('RateLimited');

    const owner = new Browser();
    const ownerCsrf = await owner.csrf();
    const signedIn = await owner.request('POST', '/api/auth/callback/password', {
      email,
      password: PASSWORD,
      csrfToken: ownerCsrf,
      callbackUrl: '/',
      json: 'true',
    });
    expect(signedIn.status).toBe(200);
    expect((await owner.session()).user).toMatchObject({ email });
  });

  it('rate-limits link requests per address', async () => {
    const email = await newUser();
    const browser = new Browser();
    for (let i = 0; i < 5; i++) expect((await requestLink(browser, email)).status).toBe(200);
    const refused = await requestLink(browser, email);
    expect(new URL((await refused.json()).url).searchParams.get('error')).toBe('RateLimited');
    expect((await listMailbox(mailboxDir)).filter((m) => m.to === email)).toHaveLength(5);
  });

  it('registers an applicant of the region by mailed link and answers field errors as codes', async () => {
    const browser = new Browser();
    const email = `neu-${randomUUID().slice(0, 8)}@beispiel.de`;
    created.push(email);
    const bad = await browser.request('POST', '/api/auth/register', {
      email: 'kaputt',
      password: 'kurz',
      name: '',
      json: 'true',
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).fieldErrors).toEqual({
      email: 'emailInvalid',
      password: 'passwordTooShort',
      name: 'nameRequired',
      terms: 'termsRequired',
    });
    const ok = await browser.request('POST', '/api/auth/register', {
      email: email.toUpperCase(),
      password: PASSWORD,
      name: 'Neu Hier',
      terms: 'true',
      callbackUrl: '/jobs?dispatch=job_alert',
      json: 'true',
    });
    expect(ok.status).toBe(202);
    expect(await ok.json()).toEqual({ ok: true });
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Bestätige dein Konto bei Jobs in Franken');
    const link = confirmLink(mail.text);
    expect(link.searchParams.get('callbackUrl')).toBe(`${ORIGIN}/jobs?dispatch=job_alert`);
    const confirmed = await browser.request('POST', `/api/auth/callback/email${link.search}`, {});
    expect(confirmed.headers.get('location')).toBe(`${ORIGIN}/jobs?dispatch=job_alert`);
    expect((await browser.session()).user).toMatchObject({ email, name: 'Neu Hier', roles: ['applicant'] });
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(row.emailVerified).toBeInstanceOf(Date);
    // From now on the password works.
    const other = new Browser();
    const csrfToken = await other.csrf();
    expect(
      (
        await other.request('POST', '/api/auth/callback/password', {
          email,
          password: PASSWORD,
          csrfToken,
          json: 'true',
        })
      ).status,
    ).toBe(200);
  });

  it('a sign-up link followed on a read-only site creates no account (docs/product-decisions.md "Read-only mode")', async () => {
    const email = `wartung-${randomUUID().slice(0, 8)}@beispiel.de`;
    created.push(email);
    const signUp = { email, password: PASSWORD, name: 'Neu Hier', terms: 'true', json: 'true' };
    expect((await new Browser().request('POST', '/api/auth/register', signUp)).status).toBe(202);
    const link = confirmLink((await lastMailTo(email)).text);
    const readOnly = new Browser(undefined, 'thueringen');
    const answer = await readOnly.request('POST', `/api/auth/callback/email${link.search}`, {});
    expect(new URL(answer.headers.get('location')!).searchParams.get('error')).toBe('ReadOnly');
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  // Security review: sign-up answered `emailTaken`, so anyone could test which addresses have an account.
  it('a taken address gets the same answer, and its owner a notice instead of a new account', async () => {
    const email = await newUser('Erika Besitzerin');
    const response = await new Browser().request('POST', '/api/auth/register', {
      email,
      password: 'Fremdes-Passwort-9',
      name: 'Eve',
      terms: 'true',
      json: 'true',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Registrierung mit deiner Adresse bei Jobs in Franken');
    expect(mail.text).toContain(`${ORIGIN}/user/login`);
    expect(mail.text).not.toContain('/user/login/confirm');
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(row.name).toBe('Erika Besitzerin');
    // The stranger's password does not open the account.
    const stranger = new Browser();
    const csrfToken = await stranger.csrf();
    expect(
      (
        await stranger.request('POST', '/api/auth/callback/password', {
          email,
          password: 'Fremdes-Passwort-9',
          csrfToken,
          json: 'true',
        })
      ).status,
    ).toBe(401);
  });

  it('a sign-in link asked for an address with a pending sign-up carries no link (nobody else can complete it)', async () => {
    const email = `wartend-${randomUUID().slice(0, 8)}@beispiel.de`;
    created.push(email);
    await new Browser().request('POST', '/api/auth/register', {
      email,
      password: PASSWORD,
      name: 'Wartend',
      terms: 'true',
      json: 'true',
    });
    await requestLink(new Browser(), email);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Anmeldung bei Jobs in Franken');
    expect(mail.text).not.toContain('/user/login/confirm');
  });

  it('sends an unknown provider to the sign-in page', async () => {
    const browser = new Browser();
    const response = await browser.request('GET', '/api/auth/signin/github?callbackUrl=%2Fjobs');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/user/login?callbackUrl=%2Fjobs`);
  });

  it('SessionRequired goes to the sign-in page with the callback URL (docs/product.md §8)', async () => {
    const browser = new Browser();
    const error = await browser.request('GET', '/api/auth/error?error=SessionRequired&callbackUrl=%2Flebenslauf');
    const target = new URL(await follow(browser, error));
    expect(target.pathname).toBe('/user/login');
    expect(target.searchParams.get('error')).toBe('SessionRequired');
    expect(target.searchParams.get('callbackUrl')).toBe(`${ORIGIN}/lebenslauf`);
  });
});
