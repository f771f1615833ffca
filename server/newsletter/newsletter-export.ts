import type { Region } from '@/regions/build-region';
import { loadSessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { isOrganizationAdmin } from '../organizations/organization-admin';
import { confirmedSubscribers, countConfirmedSubscribers, type NewsletterSubscriber } from './subscriptions';

type Refusal = { status: 'off' } | { status: 'sign-in' } | { status: 'forbidden' };
export type NewsletterExport = Refusal | { status: 'ok'; subscribers: NewsletterSubscriber[] };
export type NewsletterCount = Refusal | { status: 'ok'; count: number };

/**
 * The operator's list of a site (docs/product-decisions.md "Newsletter"): for administrators and the site's own
 * admins, the same people who run its organizations and orders; the grants are those valid on this site, so the
 * admin of another site is refused. Where the site has no newsletter there is nothing to export.
 */
async function refusal(db: Db, site: Pick<Region, 'id' | 'FEATURES'>, userId: string | null): Promise<Refusal | null> {
  if (!site.FEATURES.NEWSLETTER) return { status: 'off' };
  if (!userId) return { status: 'sign-in' };
  const user = await loadSessionUser(db, userId, site.id);
  if (!user) return { status: 'sign-in' };
  if (!isOrganizationAdmin(user.roles.map((r) => r.role))) return { status: 'forbidden' };
  return null;
}

export async function newsletterExport(
  db: Db,
  site: Pick<Region, 'id' | 'FEATURES'>,
  userId: string | null,
): Promise<NewsletterExport> {
  return (await refusal(db, site, userId)) ?? { status: 'ok', subscribers: await confirmedSubscribers(db, site.id) };
}

/** How many addresses the list holds, for the same people (the admin page counts; only the download lists them). */
export async function newsletterCount(
  db: Db,
  site: Pick<Region, 'id' | 'FEATURES'>,
  userId: string | null,
): Promise<NewsletterCount> {
  return (await refusal(db, site, userId)) ?? { status: 'ok', count: await countConfirmedSubscribers(db, site.id) };
}
