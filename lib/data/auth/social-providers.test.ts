import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import type { Provider } from 'next-auth/providers/index';
import { getRegion } from '@/regions/registry';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '@/server/db/client';
import type { Mailer } from '@/server/mail/mailer';
import type { SocialLoginProvider } from '@/regions/schema';
import { buildAuthOptions } from './auth-options';
import { providerVerifiedEmail, socialProviders } from './social-providers';
import { socialFormOrigins, socialLoginIds } from './social-sites';

const franken = getRegion('franken')!;
const site = (SOCIAL_LOGIN: SocialLoginProvider[], id = `site-${SOCIAL_LOGIN.join('-')}`) => ({ id, SOCIAL_LOGIN });
const ALL_CREDENTIALS = {
  AUTH_LINKEDIN_ID: 'l',
  AUTH_LINKEDIN_SECRET: 'ls',
  AUTH_GOOGLE_ID: 'g',
  AUTH_GOOGLE_SECRET: 'gs',
  AUTH_FACEBOOK_ID: 'f',
  AUTH_FACEBOOK_SECRET: 'fs',
};

afterEach(() => vi.restoreAllMocks());

describe('which social providers a site offers (docs/product.md §9, all off by default)', () => {
  it.each<[string, SocialLoginProvider[], Record<string, string>, SocialLoginProvider[]]>([
    ['none turned on, every credential set', [], ALL_CREDENTIALS, []],
    [
      'all on, in the file’s order: the spec’s order',
      ['facebook', 'google', 'linkedin'],
      ALL_CREDENTIALS,
      ['linkedin', 'google', 'facebook'],
    ],
    ['Google only', ['google'], ALL_CREDENTIALS, ['google']],
    [
      'all on, only Google’s credentials',
      ['facebook', 'google', 'linkedin'],
      { AUTH_GOOGLE_ID: 'g', AUTH_GOOGLE_SECRET: 'gs' },
      ['google'],
    ],
    ['an id without its secret', ['google'], { AUTH_GOOGLE_ID: 'g' }, []],
    ['a blank secret', ['google'], { AUTH_GOOGLE_ID: 'g', AUTH_GOOGLE_SECRET: ' ' }, []],
  ])('%s', (_name, turnedOn, env, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(socialLoginIds(site(turnedOn), env)).toEqual(expected);
  });

  it('the demo’s site turns all three on, yet shows none without credentials', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(getRegion('goettingen')!.SOCIAL_LOGIN).toHaveLength(3);
    expect(socialLoginIds(getRegion('goettingen')!, {})).toEqual([]);
    expect(socialLoginIds(franken, ALL_CREDENTIALS)).toEqual([]);
  });

  it('warns once per site and provider, naming the missing variable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const region = site(['linkedin'], 'warned-site');
    socialLoginIds(region, { AUTH_LINKEDIN_ID: 'l' });
    socialLoginIds(region, { AUTH_LINKEDIN_ID: 'l' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      '[auth] warned-site: SOCIAL_LOGIN turns linkedin on without AUTH_LINKEDIN_SECRET: no button',
    );
  });
});

describe('where the buttons send the browser (the sign-in pages’ form-action)', () => {
  it('the providers’ sign-in origins, or the test issuer’s, for the providers the site offers', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const all = site(['google', 'facebook', 'linkedin']);
    expect(socialFormOrigins(all, ALL_CREDENTIALS)).toEqual([
      'https://www.linkedin.com',
      'https://accounts.google.com',
      'https://www.facebook.com',
    ]);
    expect(
      socialFormOrigins(all, {
        AUTH_GOOGLE_ID: 'g',
        AUTH_GOOGLE_SECRET: 'gs',
        AUTH_GOOGLE_ISSUER: 'http://127.0.0.1:3815',
      }),
    ).toEqual(['http://127.0.0.1:3815']);
    expect(socialFormOrigins(franken, ALL_CREDENTIALS)).toEqual([]);
  });
});

describe('the providers next-auth gets', () => {
  const built = (env: Record<string, string>) =>
    socialProviders(['linkedin', 'google', 'facebook'], { ...ALL_CREDENTIALS, ...env }) as OAuthConfig<never>[];

  it('LinkedIn over OpenID Connect: discovery, posted secret, ID token; credentials from the environment', () => {
    const [linkedin] = built({});
    expect(linkedin.options).toMatchObject({
      clientId: 'l',
      clientSecret: 'ls',
      issuer: 'https://www.linkedin.com/oauth',
      wellKnown: 'https://www.linkedin.com/oauth/.well-known/openid-configuration',
      client: { token_endpoint_auth_method: 'client_secret_post' },
      idToken: true,
      authorization: { params: { scope: 'openid profile email' } },
    });
  });

  it('Google’s and LinkedIn’s issuers can be replaced by AUTH_<NAME>_ISSUER (tests), Facebook’s endpoints cannot', () => {
    const [linkedin, google, facebook] = built({
      AUTH_GOOGLE_ISSUER: 'http://127.0.0.1:3815',
      AUTH_LINKEDIN_ISSUER: 'http://127.0.0.1:3816',
    });
    expect(google.options?.wellKnown).toBe('http://127.0.0.1:3815/.well-known/openid-configuration');
    expect(linkedin.options?.issuer).toBe('http://127.0.0.1:3816');
    expect(facebook.options?.wellKnown).toBeUndefined();
    expect(built({})[1].options?.issuer).toBe('https://accounts.google.com');
  });

  it('keeps only id, name and address: no picture from the provider’s image host', async () => {
    const [linkedin, google, facebook] = built({});
    const claims = { sub: 's1', name: 'Sofia', email: 's@beispiel.de', picture: 'https://img.example/s.png' };
    expect(await google.options!.profile!(claims as never, {})).toEqual({
      id: 's1',
      name: 'Sofia',
      email: 's@beispiel.de',
    });
    expect(await linkedin.options!.profile!(claims as never, {})).toEqual({
      id: 's1',
      name: 'Sofia',
      email: 's@beispiel.de',
    });
    const fb = {
      id: 'f1',
      name: 'Fritz',
      email: 'f@beispiel.de',
      picture: { data: { url: 'https://img.example/f.png' } },
    };
    expect(await facebook.options!.profile!(fb as never, {})).toEqual({
      id: 'f1',
      name: 'Fritz',
      email: 'f@beispiel.de',
    });
  });

  it.each([
    [{ email_verified: true }, true],
    [{ email_verified: 'true' }, true],
    [{ email_verified: false }, false],
    [{}, false],
    [undefined, false],
  ])('a provider vouches for the address: %j → %s', (profile, expected) => {
    expect(providerVerifiedEmail(profile)).toBe(expected);
  });

  it('buildAuthOptions: the site’s own methods first, then the social ones in the spec’s order', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctx = {
      region: getRegion('goettingen')!,
      origin: 'https://x',
      db: drizzle.mock() as unknown as Db,
      mailer: {} as Mailer,
    };
    // next-auth applies a provider's own id (the password's) from its options.
    const idOf = (p: Provider) => (p.options as { id?: string } | undefined)?.id ?? p.id;
    const ids = (env: Record<string, string>, region = ctx.region) =>
      buildAuthOptions({ ...ctx, region }, env).providers.map(idOf);
    expect(ids(ALL_CREDENTIALS)).toEqual(['email', 'password', 'linkedin', 'google', 'facebook']);
    expect(ids({ AUTH_GOOGLE_ID: 'g', AUTH_GOOGLE_SECRET: 'gs' })).toEqual(['email', 'password', 'google']);
    expect(ids(ALL_CREDENTIALS, franken)).toEqual(['email', 'password']);
  });
});
