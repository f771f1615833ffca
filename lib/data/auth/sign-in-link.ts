import { mailButtonColor } from '@/server/mail/button-color';
import { renderNoAccountMail, renderSignInMail } from '@/server/mail/sign-in-mail';
import { senderAddress } from '@/server/mail/mailer';
import { findUserByEmail } from '@/server/auth/users';
import type { AuthRequestContext } from './auth-options';
import { AUTH_PAGES, SIGN_IN_LINK_MAX_AGE_SECONDS } from '@/lib/auth/constants';

/**
 * The link next-auth made points at its callback, which uses the token on any request. The mail links to
 * our confirm page instead (same parameters): opening it uses nothing, only its button's POST does, so
 * mail scanners that open links cannot burn a sign-in link. Links use the host the visitor came from.
 */
export function confirmUrl(callbackUrl: string): string {
  const callback = new URL(callbackUrl);
  const confirm = new URL(AUTH_PAGES.confirm, callback.origin);
  confirm.search = callback.search;
  return confirm.toString();
}

/** next-auth's sendVerificationRequest: the German mail of the region, or a "no account yet" mail. */
export async function sendSignInLink(ctx: AuthRequestContext, identifier: string, callbackUrl: string): Promise<void> {
  const { region, db, mailer } = ctx;
  const origin = new URL(callbackUrl).origin;
  const site = {
    siteName: region.SITENAME,
    host: new URL(origin).host,
    buttonColor: mailButtonColor(region),
  };
  const user = await findUserByEmail(db, identifier);
  // Blocked accounts get nothing; the page says "check your inbox" either way.
  if (user?.blocked) return;
  const rendered = user
    ? renderSignInMail({ ...site, url: confirmUrl(callbackUrl), minutes: SIGN_IN_LINK_MAX_AGE_SECONDS / 60 })
    : renderNoAccountMail({ ...site, registerUrl: new URL(AUTH_PAGES.register, origin).toString() });
  await mailer.send({
    from: senderAddress(region.SITENAME, region.HOSTS[0]),
    to: identifier,
    regionId: region.id,
    ...rendered,
  });
}
