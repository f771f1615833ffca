import { createHash, randomBytes } from 'node:crypto';
import { mailButtonColor } from '@/server/mail/button-color';
import { getAuthSecret } from '@/server/auth/auth-secret';
import { REGISTRATION_MAX_AGE_SECONDS } from '@/server/auth/account-limits';
import { verificationTokens } from '@/server/db/schema';
import { senderAddress } from '@/server/mail/mailer';
import { renderRegistrationMail, renderRegistrationNoticeMail } from '@/server/mail/registration-mail';
import type { AuthRequestContext } from './auth-options';
import { AUTH_PAGES } from '@/lib/auth/constants';

/** How next-auth stores e-mail tokens (core/lib/utils.js `hashToken`; our e-mail provider has no secret of its own). */
function hashLinkToken(token: string): string {
  return createHash('sha256').update(`${token}${getAuthSecret()}`).digest('hex');
}

/**
 * The one mail a sign-up sends (see requestRegistration). A free address gets a link of next-auth's e-mail
 * sign-in, to the confirm page like every sign-in link: using it creates the account (the signIn callback
 * calls completeRegistration) and signs in, continuing to `callbackPath` (docs/product.md §2 dispatch). A taken address
 * gets a notice with the way to sign in. Links use the host the visitor came from, as sign-in links do.
 */
export async function sendRegistrationMail(
  ctx: AuthRequestContext,
  registration: { email: string; taken: boolean; callbackPath: string; employer?: boolean },
): Promise<void> {
  const { region, origin, db, mailer } = ctx;
  const { email, employer = false } = registration;
  const site = {
    siteName: region.SITENAME,
    host: new URL(origin).host,
    buttonColor: mailButtonColor(region),
  };
  let rendered;
  if (registration.taken) {
    rendered = renderRegistrationNoticeMail(
      { ...site, loginUrl: new URL(AUTH_PAGES.signIn, origin).toString() },
      employer,
    );
  } else {
    const token = randomBytes(32).toString('hex');
    const expires = new Date(Date.now() + REGISTRATION_MAX_AGE_SECONDS * 1000);
    await db.insert(verificationTokens).values({ identifier: email, token: hashLinkToken(token), expires });
    const url = new URL(AUTH_PAGES.confirm, origin);
    url.search = new URLSearchParams({
      callbackUrl: new URL(registration.callbackPath, origin).toString(),
      token,
      email,
    }).toString();
    rendered = renderRegistrationMail(
      { ...site, url: url.toString(), minutes: REGISTRATION_MAX_AGE_SECONDS / 60 },
      employer,
    );
  }
  await mailer.send({
    from: senderAddress(region.SITENAME, region.HOSTS[0]),
    to: email,
    regionId: region.id,
    ...rendered,
  });
}
