import type { Provider } from 'next-auth/providers/index';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import LinkedInProvider from 'next-auth/providers/linkedin';
import type { Env } from '@/regions/env';
import type { SocialLoginProvider } from '@/regions/schema';
import { credentialVariables, issuerOf } from './social-sites';

/** What the OpenID Connect providers' ID tokens say about the person. */
type OidcClaims = { sub: string; name?: string; email?: string; email_verified?: boolean | string };

/** Only the id, name and address: no picture (it would load from the provider's image host). */
const fromOidc = (claims: OidcClaims) => ({ id: claims.sub, name: claims.name ?? null, email: claims.email ?? null });

function discovery(id: 'linkedin' | 'google', env: Env) {
  const issuer = issuerOf(id, env);
  return { issuer, wellKnown: `${issuer}/.well-known/openid-configuration` };
}

function build(id: SocialLoginProvider, env: Env): Provider {
  const [idVar, secretVar] = credentialVariables(id);
  // An existing account is linked only when the provider vouches for the address: the signIn callback refuses the
  // rest (lib/data/auth/social-sign-in.ts), so next-auth's own check, which would refuse all, stays off.
  const common = { clientId: env[idVar]!, clientSecret: env[secretVar]!, allowDangerousEmailAccountLinking: true };
  switch (id) {
    case 'linkedin':
      // "Sign In with LinkedIn using OpenID Connect", the only sign-in of LinkedIn apps since 2023; next-auth 4's
      // provider still speaks the retired v2 profile API, so endpoints come from discovery and the profile from the
      // ID token. LinkedIn authenticates clients by a posted secret.
      return LinkedInProvider({
        ...common,
        ...discovery('linkedin', env),
        authorization: { params: { scope: 'openid profile email' } },
        client: { token_endpoint_auth_method: 'client_secret_post' },
        idToken: true,
        // The type names the retired v2 profile; with idToken the profile is the ID token's claims.
        profile: (claims) => fromOidc(claims as unknown as OidcClaims),
      });
    case 'google':
      return GoogleProvider({ ...common, ...discovery('google', env), profile: fromOidc });
    case 'facebook':
      return FacebookProvider({
        ...common,
        profile: (p) => ({ id: p.id, name: p.name ?? null, email: p.email ?? null }),
      });
  }
}

/** next-auth's providers for the given ids (socialLoginIds), in that order. */
export function socialProviders(ids: readonly SocialLoginProvider[], env: Env = process.env): Provider[] {
  return ids.map((id) => build(id, env));
}

/** Whether an OpenID Connect provider says the address is the person's (Google, LinkedIn); Facebook never does. */
export function providerVerifiedEmail(profile: unknown): boolean {
  const verified = (profile as { email_verified?: unknown } | undefined)?.email_verified;
  return verified === true || verified === 'true';
}
