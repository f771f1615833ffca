import type { Account, Profile, User } from 'next-auth';
import type { Db } from '@/server/db/client';
import { socialSignInVerdict } from '@/server/auth/social-accounts';
import { AUTH_PAGES, READ_ONLY_SIGN_UP, SOCIAL_LOGIN_REFUSED } from '@/lib/auth/constants';
import { providerVerifiedEmail } from './social-providers';

/**
 * next-auth's signIn callback for LinkedIn, Google and Facebook: true lets next-auth go on (sign in the linked
 * account, create a job seeker's, or link by a verified address); a URL sends the browser to the German error page.
 * On a read-only site only an account already linked signs in: creating or linking one is a write
 * (docs/product-decisions.md "Read-only mode (maintenance)").
 */
export async function allowSocialSignIn(
  db: Db,
  origin: string,
  { user, account, profile }: { user: User; account: Account; profile?: Profile },
  { readOnly }: { readOnly: boolean },
): Promise<boolean | string> {
  // next-auth passes the linked account's user, or else the provider's profile (whose id is the provider's).
  const linkedUserId = user.id !== account.providerAccountId ? user.id : null;
  const errorPage = (code: string) => `${origin}${AUTH_PAGES.error}?error=${code}`;
  if (readOnly && !linkedUserId) return errorPage(READ_ONLY_SIGN_UP);
  const verdict = await socialSignInVerdict(db, {
    linkedUserId,
    email: user.email ?? null,
    emailVerified: providerVerifiedEmail(profile),
  });
  switch (verdict) {
    case 'allowed':
      return true;
    case 'blocked':
      return false;
    case 'notLinked':
      return errorPage('OAuthAccountNotLinked');
    case 'staff':
    case 'noEmail':
      return errorPage(SOCIAL_LOGIN_REFUSED);
  }
}

/** A social callback's cookies without the session: next-auth would link the provider to whoever is signed in. */
export function withoutSessionCookie(headers: Headers): Headers {
  const cookie = headers.get('cookie');
  if (!cookie) return headers;
  const kept = cookie
    .split(';')
    .map((c) => c.trim())
    .filter((c) => !/^(__Secure-)?next-auth\.session-token(\.\d+)?=/.test(c));
  const copy = new Headers(headers);
  if (kept.length) copy.set('cookie', kept.join('; '));
  else copy.delete('cookie');
  return copy;
}
