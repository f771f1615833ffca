import type { Region } from '@/regions/build-region';
import { loadSessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { isOrganizationAdmin } from '../organizations/organization-admin';
import { confirmedSubscribers, type NewsletterSubscriber } from './subscriptions';

export type NewsletterExport =
  | { status: 'off' }
  | { status: 'sign-in' }
  | { status: 'forbidden' }
  | { status: 'ok'; subscribers: NewsletterSubscriber[] };

/**
 * The operator's list of a site (docs/product-decisions.md "Newsletter"): for administrators and the site's own
 * admins, the same people who run its organizations and orders; the grants are those valid on this site, so the
 * admin of another site is refused. Where the site has no newsletter there is nothing to export.
 */
export async function newsletterExport(
  db: Db,
  site: Pick<Region, 'id' | 'FEATURES'>,
  userId: string | null,
): Promise<NewsletterExport> {
  if (!site.FEATURES.NEWSLETTER) return { status: 'off' };
  if (!userId) return { status: 'sign-in' };
  const user = await loadSessionUser(db, userId, site.id);
  if (!user) return { status: 'sign-in' };
  if (!isOrganizationAdmin(user.roles.map((r) => r.role))) return { status: 'forbidden' };
  return { status: 'ok', subscribers: await confirmedSubscribers(db, site.id) };
}
