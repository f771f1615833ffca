import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readFormFlash } from '@/lib/auth/form-flash';
import {
  Browser,
  confirmLink,
  created,
  follow,
  lastMailTo,
  newUser,
  ORIGIN,
  PASSWORD,
  useAuthHarness,
} from './testing';

useAuthHarness();

/** The forms as a browser without script posts them: no CSRF token, no json=true. */
const postForm = (browser: Browser, path: string, fields: Record<string, string>, headers?: Record<string, string>) =>
  browser.request('POST', path, fields, headers);
const flashOf = (browser: Browser) => readFormFlash(browser.cookies.get('auth-form'));
const target = (response: Response) => new URL(response.headers.get('location')!, ORIGIN);

const BACK = '/jobs?search=Pflege&geo_location=N%C3%BCrnberg';

describe('sign-in forms without script (plain HTML forms answered with redirects)', () => {
  it('a password post signs in and returns to the public page with its query', async () => {
    const email = await newUser();
    const browser = new Browser();
    const response = await postForm(browser, '/api/auth/callback/password', {
      email,
      password: PASSWORD,
      callbackUrl: BACK,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${ORIGIN}${BACK}`);
    expect((await browser.session()).user).toMatchObject({ email });
  });

  it.each([
    ['a wrong password', { password: 'falsch-falsch' }, { error: 'CredentialsSignin' }, {}],
    ['no address', { email: '', password: 'x' }, {}, { email: 'emailRequired' }],
  ])(
    '%s goes back to the form with the address kept, never the password',
    async (_case, fields, query, fieldErrors) => {
      const email = await newUser();
      const browser = new Browser();
      const response = await postForm(browser, '/api/auth/callback/password', { email, callbackUrl: BACK, ...fields });
      expect(response.status).toBe(303);
      const back = target(response);
      expect(back.pathname).toBe('/user/login');
      expect(Object.fromEntries(back.searchParams)).toEqual({ ...query, callbackUrl: BACK });
      const flash = flashOf(browser);
      expect(flash).toMatchObject({ form: 'password', email: 'email' in fields ? '' : email, fieldErrors });
      expect(JSON.stringify(flash)).not.toContain(fields.password);
      expect(browser.cookies.has('next-auth.session-token')).toBe(false);
    },
  );

  it('rate limits hold: the eleventh wrong password goes back with RateLimited and its minutes', async () => {
    const email = await newUser();
    const browser = new Browser();
    const attempt = () => postForm(browser, '/api/auth/callback/password', { email, password: 'falsch-falsch' });
    for (let i = 0; i < 10; i++) expect(target(await attempt()).searchParams.get('error')).toBe('CredentialsSignin');
    const refused = await attempt();
    expect(target(refused).searchParams.get('error')).toBe('RateLimited');
    expect(Number(target(refused).searchParams.get('retry'))).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a link request goes to "check your mail", and the link returns to the page', async () => {
    const email = await newUser();
    const browser = new Browser();
    const response = await postForm(browser, '/api/auth/signin/email', { email, callbackUrl: BACK });
    expect(new URL(await follow(browser, response)).pathname).toBe('/user/login/check-mail');
    const link = confirmLink((await lastMailTo(email)).text);
    expect(link.searchParams.get('callbackUrl')).toBe(`${ORIGIN}${BACK}`);
  });

  it('refuses a plain form posted from another site (the CSRF defence of these forms)', async () => {
    const email = await newUser();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const browser = new Browser();
      const response = await postForm(browser, '/api/auth/callback/password', { email, password: PASSWORD }, headers);
      expect(response.status).toBe(403);
      expect(browser.cookies.has('next-auth.session-token')).toBe(false);
    }
  });

  it('an off-site callback is dropped, not followed', async () => {
    const email = await newUser();
    const response = await postForm(new Browser(), '/api/auth/callback/password', {
      email,
      password: PASSWORD,
      callbackUrl: 'https://evil.example/',
    });
    expect(response.headers.get('location')).toBe(`${ORIGIN}/`);
  });
});

describe('sign-up form without script', () => {
  it('field errors go back to the form with name, address and the box kept, never the password', async () => {
    const browser = new Browser();
    const response = await postForm(browser, '/api/auth/register', {
      name: '',
      email: 'kaputt',
      password: 'kurz',
      terms: 'true',
      callbackUrl: BACK,
    });
    expect(response.status).toBe(303);
    expect(target(response).pathname).toBe('/user/register');
    expect(target(response).searchParams.get('callbackUrl')).toBe(BACK);
    const flash = flashOf(browser)!;
    expect(flash).toMatchObject({
      form: 'register',
      name: '',
      email: 'kaputt',
      terms: true,
      sent: false,
      fieldErrors: { name: 'nameRequired', email: 'emailInvalid', password: 'passwordTooShort' },
    });
    expect(JSON.stringify(flash)).not.toContain('kurz');
  });

  it('a free and a taken address get the same answer ("check your inbox"), the mail link returns to the page', async () => {
    const free = `frei-${randomUUID().slice(0, 8)}@beispiel.de`;
    created.push(free);
    const taken = await newUser('Erika Besitzerin');
    const answers = [];
    for (const email of [free, taken]) {
      const browser = new Browser();
      const fields = { name: 'Neu Hier', email, password: 'Fremdes-Passwort-9', terms: 'true', callbackUrl: BACK };
      const response = await postForm(browser, '/api/auth/register', fields);
      answers.push({ status: response.status, location: response.headers.get('location'), flash: flashOf(browser) });
    }
    expect(answers[0]).toEqual({ ...answers[1], flash: { ...answers[1].flash, email: free } });
    expect(answers[0]).toMatchObject({ status: 303, flash: { form: 'register', sent: true, email: free } });
    expect(confirmLink((await lastMailTo(free)).text).searchParams.get('callbackUrl')).toBe(`${ORIGIN}${BACK}`);
  });

  it('an unticked box is a field error next to it', async () => {
    const browser = new Browser();
    await postForm(browser, '/api/auth/register', { name: 'A', email: 'a@beispiel.de', password: PASSWORD });
    expect(flashOf(browser)?.fieldErrors).toEqual({ terms: 'termsRequired' });
  });
});
