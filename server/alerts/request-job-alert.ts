import type { Region } from '@/regions/build-region';
import { siteUrl } from '@/regions/site-origin';
import { hitRateLimits } from '../auth/rate-limit';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { SavedSearch } from '../db/schema';
import { senderAddress, type Mailer } from '../mail/mailer';
import { ALERT_RATE_LIMITS } from './alert-rate-limits';
import { renderAlertConfirmMail } from './job-alert-mails';
import { createJobAlert, type AlertIntervalName } from './job-alerts';
import { savedSearchLabel } from './saved-search';
import { savedSearchSchema } from './saved-search-schema';
import { mailButtonColor } from '../mail/button-color';

export type JobAlertRequest = {
  region: Pick<Region, 'id' | 'HOSTS' | 'SITENAME' | 'DEFAULT_LOCALE' | 'THEME'>;
  email: string;
  interval: AlertIntervalName;
  search: SavedSearch;
  /** clientLimitSubject of the request: the per-IP allowance. */
  clientSubject: string;
  /** The signed-in requester, if any: their own confirmed address needs no second confirmation. */
  userId?: string | null;
};

/**
 * 'created' when the confirm mail is out; 'active' when the alert is on at once (the account's own confirmed
 * address); 'limited' when the address or the client asked too often (or the address holds too many alerts);
 * 'invalid' when the search cannot be saved (savedSearchSchema).
 */
export type JobAlertOutcome = 'created' | 'active' | 'limited' | 'mail-failed' | 'invalid';

/** The signed-in user's id when `email` is their account's address and that address is confirmed. */
async function ownConfirmedAddress(db: Db, userId: string | null | undefined, email: string) {
  if (!userId) return null;
  const [user] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.verified && user.email.trim().toLowerCase() === email.trim().toLowerCase() ? userId : null;
}

/**
 * docs/product.md §6 job alerts with double opt-in: within the rate limits, saves the search (checked first) as an
 * unconfirmed alert and mails its confirm link; for a signed-in user's own confirmed address, as an active alert
 * without a mail. The mailed link comes from the site's configured origin,
 * never from the request.
 */
export async function requestJobAlert(db: Db, mailer: Mailer, request: JobAlertRequest): Promise<JobAlertOutcome> {
  const { region, email, interval } = request;
  const parsed = savedSearchSchema.safeParse(request.search);
  if (!parsed.success) return 'invalid';
  const search = parsed.data;
  const limit = await hitRateLimits(db, [
    { rule: ALERT_RATE_LIMITS.perEmail, subject: email },
    { rule: ALERT_RATE_LIMITS.perIp, subject: request.clientSubject },
  ]);
  if (!limit.allowed) return 'limited';

  const label = savedSearchLabel(search);
  // docs/product-decisions.md "Job alerts of a signed-in seeker": the account's address was confirmed at sign-up.
  const owner = await ownConfirmedAddress(db, request.userId, email);
  const created = await createJobAlert(db, {
    regionId: region.id,
    language: region.DEFAULT_LOCALE,
    email,
    interval,
    search,
    userId: owner,
    label,
    confirmedAt: owner ? new Date() : undefined,
  });
  if ('limitReached' in created) return 'limited';
  if (owner) return 'active';
  const confirmUrl = siteUrl(region, `/user/suchauftrag/bestaetigen?token=${encodeURIComponent(created.confirmToken)}`);
  const unsubscribeUrl = siteUrl(
    region,
    `/user/suchauftrag/abmelden?token=${encodeURIComponent(created.unsubscribeToken)}`,
  );
  const mail = renderAlertConfirmMail({
    siteName: region.SITENAME,
    buttonColor: mailButtonColor(region),
    label,
    confirmUrl,
    unsubscribeUrl,
  });
  try {
    await mailer.send({
      from: senderAddress(region.SITENAME, region.HOSTS[0]),
      to: email,
      ...mail,
      regionId: region.id,
    });
  } catch (error) {
    console.error('job alert confirm mail', error);
    return 'mail-failed';
  }
  return 'created';
}
