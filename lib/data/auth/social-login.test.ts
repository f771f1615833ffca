import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Account } from 'next-auth';
import { accounts, gdprUserConsents, userRoles, users } from '@/server/db/schema';
import { Browser, created, handle, newUser, useAuthHarness } from './testing';
import { startOidcTestServer, type OidcTestServer } from './oidc-server-testing';
import { allowSocialSignIn } from './social-sign-in';

/** docs/product.md §9 social login through /api/auth, against a local OpenID Connect provider for Google and LinkedIn. */

const CLIENT = { id: 'test-client', secret: 'test-secret' };
let oidc: OidcTestServer;
beforeAll(async () => {
  oidc = await startOidcTestServer(CLIENT);
});
afterAll(() => oidc.close());
useAuthHarness(() => ({
  AUTH_GOOGLE_ID: CLIENT.id,
  AUTH_GOOGLE_SECRET: CLIENT.secret,
  AUTH_GOOGLE_ISSUER: oidc.issuer,
  AUTH_LINKEDIN_ID: CLIENT.id,
  AUTH_LINKEDIN_SECRET: CLIENT.secret,
  AUTH_LINKEDIN_ISSUER: oidc.issuer,
}));

/** Göttingen turns social login on (regions/sites/goettingen.ts); Franken does not. */
const SITE = 'goettingen';
const ORIGIN = `http://${SITE}.localhost:3999`;

function person(overrides: Partial<OidcTestServer['person']> = {}) {
  const email = `social-${randomUUID().slice(0, 8)}@beispiel.de`;
  created.push(email);
  oidc.person = { sub: randomUUID(), email, emailVerified: true, name: 'Sofia Sozial', ...overrides };
  return oidc.person;
}

/** The button's plain form post, the provider's approval, the callback: where the browser lands. */
async function signInWith(browser: Browser, provider = 'google', callbackUrl = `${ORIGIN}/jobs`): Promise<URL> {
  const start = await browser.request('POST', `/api/auth/signin/${provider}`, { callbackUrl });
  const authorize = start.headers.get('location') ?? '';
  expect(authorize.startsWith(`${oidc.issuer}/authorize?`)).toBe(true);
  const approved = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  expect(back.origin).toBe(ORIGIN);
  const done = await browser.request('GET', back.pathname + back.search);
  return new URL(done.headers.get('location')!, ORIGIN);
}

async function accountRows(userId: string) {
  return handle.db.select().from(accounts).where(eq(accounts.userId, userId));
}

describe('a first social sign-in creates a job seeker of the site; later ones sign in to it', () => {
  it('Google: new account (applicant of Göttingen, no password, no consents yet), then the same account', async () => {
    const p = person();
    const first = new Browser(undefined, SITE);
    // The flow's page, with the sign-up marker for the analytics "signup start" event.
    expect((await signInWith(first)).toString()).toBe(`${ORIGIN}/jobs?signup=social`);
    const session = await first.session();
    expect(session.user).toMatchObject({ email: p.email, name: 'Sofia Sozial', roles: ['applicant'] });
    const [row] = await handle.db.select().from(users).where(eq(users.email, p.email));
    expect(row).toMatchObject({ id: session.user.id, regionId: SITE, passwordHash: null, image: null });
    const roles = await handle.db.select().from(userRoles).where(eq(userRoles.userId, row.id));
    expect(roles.map((r) => [r.role, r.regionId])).toEqual([['applicant', SITE]]);
    // No box was ticked: the consent modal asks at the first page.
    expect(await handle.db.select().from(gdprUserConsents).where(eq(gdprUserConsents.userId, row.id))).toEqual([]);
    // Only the ids are kept, never the provider's tokens.
    expect(await accountRows(row.id)).toEqual([
      expect.objectContaining({ provider: 'google', providerAccountId: p.sub, access_token: null, id_token: null }),
    ]);

    const again = new Browser(undefined, SITE);
    expect((await signInWith(again)).toString()).toBe(`${ORIGIN}/jobs`);
    expect((await again.session()).user.id).toBe(row.id);
    expect(await accountRows(row.id)).toHaveLength(1);
  });

  it('LinkedIn over OpenID Connect authenticates with the posted secret and signs in the same way', async () => {
    const p = person({ name: 'Lena <Linked>' });
    const browser = new Browser(undefined, SITE);
    expect((await signInWith(browser, 'linkedin', `${ORIGIN}/`)).toString()).toBe(`${ORIGIN}/?signup=social`);
    expect(oidc.tokenRequests.at(-1)).toEqual({ clientAuth: 'post' });
    expect((await browser.session()).user).toMatchObject({ email: p.email, name: 'Lena Linked' });
  });
});

describe('an address that already has an account (docs/security.md "Social login")', () => {
  async function existing() {
    const email = await newUser();
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  it('links when the provider verified the address', async () => {
    const user = await existing();
    person({ email: user.email, emailVerified: true });
    const browser = new Browser(undefined, SITE);
    expect((await signInWith(browser)).toString()).toBe(`${ORIGIN}/jobs`);
    expect((await browser.session()).user.id).toBe(user.id);
    expect(await accountRows(user.id)).toHaveLength(1);
  });

  it('does not link an unverified address: next-auth’s OAuthAccountNotLinked, in German on the error page', async () => {
    const user = await existing();
    person({ email: user.email, emailVerified: false });
    const browser = new Browser(undefined, SITE);
    const landed = await signInWith(browser);
    expect(landed.pathname).toBe('/user/login/error');
    expect(landed.searchParams.get('error')).toBe('OAuthAccountNotLinked');
    expect(await accountRows(user.id)).toEqual([]);
    expect((await browser.session()).user).toBeUndefined();
  });

  it('refuses recruiters and administrators: they sign in with their address only', async () => {
    for (const role of ['recruiter', 'administrator'] as const) {
      const user = await existing();
      await handle.db.insert(userRoles).values({ userId: user.id, role, regionId: SITE });
      person({ email: user.email, emailVerified: true });
      const landed = await signInWith(new Browser(undefined, SITE));
      expect(landed.searchParams.get('error')).toBe('SocialLoginRefused');
      expect(await accountRows(user.id)).toEqual([]);
    }
  });

  it('never links the provider to whoever is signed in on that browser', async () => {
    const user = await existing();
    const browser = new Browser(undefined, SITE);
    person();
    await signInWith(browser);
    const first = (await browser.session()).user.id;
    const other = person();
    await signInWith(browser);
    const second = (await browser.session()).user;
    expect(second.email).toBe(other.email);
    expect(second.id).not.toBe(first);
    expect(await accountRows(user.id)).toEqual([]);
  });
});

describe('rate limit', () => {
  it('the 51st social sign-in from one IP in 15 minutes goes back to the sign-in page with RateLimited', async () => {
    const browser = new Browser(undefined, SITE);
    for (let i = 0; i < 50; i++) {
      const started = await browser.request('POST', '/api/auth/signin/google', { callbackUrl: '/' });
      expect(started.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/authorize\?/);
    }
    const refused = await browser.request('POST', '/api/auth/signin/google', { callbackUrl: '/' });
    expect(new URL(refused.headers.get('location')!).searchParams.get('error')).toBe('RateLimited');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('a site without social login', () => {
  it('answers its provider route with the sign-in page, never the provider', async () => {
    const browser = new Browser();
    const start = await browser.request('POST', '/api/auth/signin/google', { callbackUrl: '/jobs' });
    expect(start.headers.get('location')).toBe('http://franken.localhost:3999/user/login?callbackUrl=%2Fjobs');
    const callback = await browser.request('GET', '/api/auth/callback/google?code=x&state=y');
    expect(callback.headers.get('location')).toBe('http://franken.localhost:3999/user/login');
  });
});

describe('a read-only site (docs/product-decisions.md "Read-only mode (maintenance)")', () => {
  const google = (providerAccountId: string): Account => ({ provider: 'google', type: 'oauth', providerAccountId });

  it('signs in an account already linked, and creates or links none', async () => {
    const p = person();
    await signInWith(new Browser(undefined, SITE));
    const [row] = await handle.db.select().from(users).where(eq(users.email, p.email));
    const readOnly = { readOnly: true };
    const linked = { user: { id: row.id, email: p.email }, account: google(p.sub) };
    expect(await allowSocialSignIn(handle.db, ORIGIN, linked, readOnly)).toBe(true);

    const newcomer = person();
    const unlinked = { user: { id: newcomer.sub, email: newcomer.email }, account: google(newcomer.sub) };
    expect(await allowSocialSignIn(handle.db, ORIGIN, unlinked, readOnly)).toBe(
      `${ORIGIN}/user/login/error?error=ReadOnly`,
    );
    // The same address as an existing account: linking it would be a write too.
    const byAddress = { user: { id: 'provider-id', email: p.email }, account: google('provider-id') };
    expect(await allowSocialSignIn(handle.db, ORIGIN, byAddress, readOnly)).toBe(
      `${ORIGIN}/user/login/error?error=ReadOnly`,
    );
  });
});
