import type { Region } from '@/regions/build-region';
import { siteUrl } from '@/regions/site-origin';
import { mailButtonColor } from '../mail/button-color';
import { hitRateLimits } from '../auth/rate-limit';
import type { Db } from '../db/client';
import type { NewsletterSource } from '../db/schema';
import { oneClickUnsubscribeHeaders } from '../mail/list-unsubscribe';
import { senderAddress, type Mailer } from '../mail/mailer';
import { renderNewsletterConfirmMail, renderNewsletterWelcomeMail } from './newsletter-mails';
import { NEWSLETTER_RATE_LIMITS } from './newsletter-rate-limits';
import { confirmNewsletter, subscribeToNewsletter } from './subscriptions';

type Site = Pick<Region, 'id' | 'HOSTS' | 'SITENAME' | 'FEATURES' | 'THEME'>;

/**
 * 'sent' whether or not a mail went out (an address confirmed already gets none: the answer must not tell who
 * is on the list); 'limited' when the address or the client asked too often; 'off' where the site has no
 * newsletter.
 */
export type NewsletterOutcome = 'sent' | 'limited' | 'mail-failed' | 'off';

const from = (site: Site) => senderAddress(site.SITENAME, site.HOSTS[0]);

/**
 * docs/product.md §1.4 NEWSLETTER with double opt-in (docs/product-decisions.md "Newsletter"): within the rate
 * limits, records the sign-up and mails its confirm link, built from the site's configured origin.
 */
export async function requestNewsletter(
  db: Db,
  mailer: Mailer,
  request: { site: Site; email: string; source: NewsletterSource; clientSubject: string },
  now = new Date(),
): Promise<NewsletterOutcome> {
  const { site, email } = request;
  if (!site.FEATURES.NEWSLETTER) return 'off';
  const limit = await hitRateLimits(
    db,
    [
      { rule: NEWSLETTER_RATE_LIMITS.perEmail, subject: email.trim().toLowerCase() },
      { rule: NEWSLETTER_RATE_LIMITS.perIp, subject: request.clientSubject },
    ],
    now,
  );
  if (!limit.allowed) return 'limited';
  const outcome = await subscribeToNewsletter(db, { regionId: site.id, email, source: request.source }, now);
  if ('alreadyConfirmed' in outcome) return 'sent';
  const confirmUrl = siteUrl(site, `/newsletter/bestaetigen?token=${encodeURIComponent(outcome.confirmToken)}`);
  try {
    await mailer.send({
      from: from(site),
      to: email,
      ...renderNewsletterConfirmMail({ siteName: site.SITENAME, buttonColor: mailButtonColor(site), confirmUrl }),
      regionId: site.id,
    });
  } catch (error) {
    console.error('newsletter confirm mail', error);
    return 'mail-failed';
  }
  return 'sent';
}

/** Where a confirmed subscriber unsubscribes: the page (its button) and the RFC 8058 one-click endpoint. */
export function newsletterUnsubscribeUrls(site: Pick<Region, 'id' | 'HOSTS'>, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    page: siteUrl(site, `/newsletter/abmelden${query}`),
    oneClick: siteUrl(site, `/api/newsletter/unsubscribe${query}`),
  };
}

/**
 * The confirm page's button: confirms and mails the welcome with the way out (also as List-Unsubscribe). The
 * unsubscribe token comes back for the page; a welcome mail that fails changes nothing of the confirmation.
 */
export async function confirmNewsletterRequest(
  db: Db,
  mailer: Mailer,
  site: Site,
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!site.FEATURES.NEWSLETTER) return null;
  const confirmed = await confirmNewsletter(db, site.id, token, now);
  if (!confirmed) return null;
  const urls = newsletterUnsubscribeUrls(site, confirmed.unsubscribeToken);
  try {
    await mailer.send({
      from: from(site),
      to: confirmed.email,
      ...renderNewsletterWelcomeMail({
        siteName: site.SITENAME,
        buttonColor: mailButtonColor(site),
        unsubscribeUrl: urls.page,
      }),
      regionId: site.id,
      headers: oneClickUnsubscribeHeaders(urls.oneClick),
    });
  } catch (error) {
    console.error('newsletter welcome mail', error);
  }
  return confirmed.unsubscribeToken;
}
