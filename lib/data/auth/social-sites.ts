import type { Region } from '@/regions/build-region';
import type { Env } from '@/regions/env';
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from '@/regions/schema';

/**
 * Which social providers a site offers and where their sign-in sends the browser: plain data, no next-auth, so the
 * proxy can use it for the sign-in pages' Content-Security-Policy (social-providers.ts builds the providers).
 */

/** The name part of a provider's environment variables: AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET, AUTH_GOOGLE_ISSUER. */
const ENV_NAME: Record<SocialLoginProvider, string> = { linkedin: 'LINKEDIN', google: 'GOOGLE', facebook: 'FACEBOOK' };

/** The issuers of the two OpenID Connect providers; AUTH_<NAME>_ISSUER replaces one for tests (never a request). */
const ISSUERS = { linkedin: 'https://www.linkedin.com/oauth', google: 'https://accounts.google.com' } as const;

/** The credentials a provider needs, as environment variable names. */
export function credentialVariables(id: SocialLoginProvider): [string, string] {
  return [`AUTH_${ENV_NAME[id]}_ID`, `AUTH_${ENV_NAME[id]}_SECRET`];
}

/** Sites and providers already warned about: one line per process, not one per request. */
const warned = new Set<string>();

/**
 * The social providers a site offers, in the spec's order (docs/product.md §9): those its SOCIAL_LOGIN turns on whose
 * credentials are set. A provider turned on without credentials is left out with a warning that names the missing
 * variable (docs/product-decisions.md "Social login": a start-up error would take every site down for one missing
 * secret).
 */
export function socialLoginIds(region: Pick<Region, 'id' | 'SOCIAL_LOGIN'>, env: Env = process.env) {
  return SOCIAL_LOGIN_PROVIDERS.filter((id) => {
    if (!region.SOCIAL_LOGIN.includes(id)) return false;
    const missing = credentialVariables(id).filter((name) => !env[name]?.trim());
    if (missing.length > 0 && !warned.has(`${region.id}:${id}`)) {
      warned.add(`${region.id}:${id}`);
      console.warn(`[auth] ${region.id}: SOCIAL_LOGIN turns ${id} on without ${missing.join(' and ')}: no button`);
    }
    return missing.length === 0;
  });
}

/** An OpenID Connect provider's issuer: AUTH_<NAME>_ISSUER for tests, else the provider's own. */
export function issuerOf(id: keyof typeof ISSUERS, env: Env = process.env): string {
  return env[`AUTH_${ENV_NAME[id]}_ISSUER`]?.trim() || ISSUERS[id];
}

/** Where Facebook's sign-in starts (next-auth's built-in provider; no override). */
const FACEBOOK_ORIGIN = 'https://www.facebook.com';

/**
 * The origins a site's sign-in buttons send the browser to (the providers' authorization pages): the pages with
 * the buttons allow them as form targets, since browsers check a form's redirects against `form-action` too.
 */
export function socialFormOrigins(region: Pick<Region, 'id' | 'SOCIAL_LOGIN'>, env: Env = process.env): string[] {
  return socialLoginIds(region, env).map((id) =>
    id === 'facebook' ? FACEBOOK_ORIGIN : new URL(issuerOf(id, env)).origin,
  );
}

export function isSocialProvider(id: string | undefined): id is SocialLoginProvider {
  return (SOCIAL_LOGIN_PROVIDERS as readonly string[]).includes(id ?? '');
}
