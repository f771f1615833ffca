import { AUTH_RATE_LIMITS } from '@/server/auth/rate-limit';
import { describe, expect, it, vi } from 'vitest';
import { readSessionToken } from '@/server/auth/session-token';
import { loadSessionUser } from '@/server/auth/session-user';
import { createMailer } from '@/server/mail/mailer';
import { Browser, handle, mailboxDir, newUser, ORIGIN, postPassword, useAuthHarness } from './testing';

useAuthHarness();

describe('signing out ends every session (security review)', () => {
  async function signIn(email: string): Promise<Browser> {
    const browser = new Browser();
    const response = await postPassword(browser, email);
    expect(response.status).toBe(200);
    return browser;
  }

  /** What /graphql does with `Authorization: Bearer <jwt>`: read the token, load its user for the session. */
  async function bearerUser(jwt: string) {
    const read = await readSessionToken(jwt);
    return read && loadSessionUser(handle.db, read.userId, 'franken', { startedAt: read.startedAt });
  }

  it('the old cookie and bearer token of every device stop working; a new sign-in works', async () => {
    const email = await newUser();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    const { jwt } = await phone.session();
    expect(await bearerUser(jwt)).not.toBeNull();
    // A copy of the laptop's cookie, as a thief (or a forgotten tab) would keep it.
    const stolen = new Browser();
    stolen.cookies = new Map(laptop.cookies);

    const csrfToken = await laptop.csrf();
    expect((await laptop.request('POST', '/api/auth/signout', { csrfToken, callbackUrl: '/' })).status).toBe(303);

    expect(await stolen.session()).toEqual({ expires: expect.any(String), error: 'SessionUserGone' });
    expect(await phone.session()).toEqual({ expires: expect.any(String), error: 'SessionUserGone' });
    // Renewing the cookie does not revive it.
    expect((await phone.session()).error).toBe('SessionUserGone');
    expect(await bearerUser(jwt)).toBeNull();

    const again = await signIn(email);
    const session = await again.session();
    expect(session.user).toMatchObject({ email });
    expect(await bearerUser(session.jwt)).not.toBeNull();

    // The page shell ends the phone's stale session at /user/logout: that must not end the new one.
    const phoneCsrf = await phone.csrf();
    await phone.request('POST', '/api/auth/signout', { csrfToken: phoneCsrf, callbackUrl: '/' });
    expect((await again.session()).user).toMatchObject({ email });
  });
});

describe('configuration (docs/product.md §9)', () => {
  it('JWT sessions of 30 days, state and PKCE cookies of 900 s, both providers unless AUTH_PROVIDERS says otherwise', async () => {
    const { buildAuthOptions, enabledProviders } = await import('./auth-options');
    const { getRegion } = await import('@/regions/registry');
    const options = buildAuthOptions(
      {
        region: getRegion('franken')!,
        origin: 'https://jobs-in-franken.de',
        db: handle.db,
        mailer: createMailer({ MAILBOX_DIR: mailboxDir }),
      },
      {},
    );
    expect(options.session).toEqual({ strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 });
    expect(options.cookies?.state?.options.maxAge).toBe(900);
    expect(options.cookies?.pkceCodeVerifier).toMatchObject({
      name: '__Secure-next-auth.pkce.code_verifier',
      options: { maxAge: 900, secure: true },
    });
    expect(options.useSecureCookies).toBe(true);
    // next-auth applies a provider's own options (id: 'password') over its defaults when it parses them.
    expect(options.providers.map((p) => (p as { options?: { id?: string } }).options?.id ?? p.id)).toEqual([
      'email',
      'password',
    ]);
    expect(enabledProviders({ AUTH_PROVIDERS: 'password' })).toEqual(['password']);
    expect(enabledProviders({ AUTH_PROVIDERS: '' })).toEqual([]);
  });
});

// Security review: anyone could write newlines and ANSI codes into the server log.
describe('client error reports (POST /api/auth/_log)', () => {
  it('logs one clean, bounded line; a forged level never reaches the logger', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const browser = new Browser();
      const sent = await browser.request('POST', '/api/auth/_log', {
        level: 'error',
        code: 'CLIENT_SESSION_ERROR',
        message: `kaputt\n[auth] franken SIGNIN ok\u001b[31m${'x'.repeat(5000)}`,
      });
      expect(sent.status).toBe(200);
      await browser.request('POST', '/api/auth/_log', { level: 'toString', code: 'X', message: 'y' });
      expect(error).toHaveBeenCalledTimes(1);
      const line = error.mock.calls[0].map(String).join(' ');
      expect(line).toMatch(/^\[auth\] franken client CLIENT_SESSION_ERROR kaputt \[auth\] franken SIGNIN ok \[31mx+…$/);
      expect(line.length).toBeLessThan(400);
    } finally {
      error.mockRestore();
    }
  });

  it('drops the reports of one client past its limit, so nobody floods the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const browser = new Browser();
      for (let i = 0; i < AUTH_RATE_LIMITS.clientLogPerIp.limit + 5; i++) {
        expect(
          (await browser.request('POST', '/api/auth/_log', { level: 'error', code: 'X', message: `Bericht ${i}` }))
            .status,
        ).toBe(200);
      }
      expect(error).toHaveBeenCalledTimes(AUTH_RATE_LIMITS.clientLogPerIp.limit);
      await new Browser().request('POST', '/api/auth/_log', { level: 'error', code: 'X', message: 'anderer Browser' });
      expect(error).toHaveBeenCalledTimes(AUTH_RATE_LIMITS.clientLogPerIp.limit + 1);
    } finally {
      error.mockRestore();
    }
  });
});

describe('where a POST comes from (CSRF)', () => {
  it('accepts same-origin browser requests, also with Origin: null, and non-browser clients', async () => {
    const { isSameOriginPost } = await import('@/lib/auth/request-context');
    const h = (entries: Record<string, string>) => new Headers(entries);
    expect(isSameOriginPost(h({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(true);
    expect(isSameOriginPost(h({ origin: 'null', 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(true);
    expect(isSameOriginPost(h({}), ORIGIN)).toBe(true);
    expect(isSameOriginPost(h({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(false);
    expect(
      isSameOriginPost(h({ origin: 'http://rosenheim.localhost:3999', 'sec-fetch-site': 'same-site' }), ORIGIN),
    ).toBe(false);
    expect(isSameOriginPost(h({ 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(false);
    expect(isSameOriginPost(h({ origin: 'null' }), ORIGIN)).toBe(false);
  });
});
