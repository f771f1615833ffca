import { and, inArray } from 'drizzle-orm';
import { hasRole, isAdminLike, type SessionUser } from '../auth/session-user';
import { activeSubscriptionCondition } from '../commerce/active-subscriptions';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';
import { ownOrganizationIds } from '../organizations/own-organizations';

/**
 * Who may search resumes on a site: admin-like users, and recruiters of an organization with an
 * active subscription there — recruiters pay for this. `subscribe`: signed in without that (the page shows
 * how to get access); `signIn`: anonymous.
 */
export type ResumeSearchAccess = 'granted' | 'subscribe' | 'signIn';

export async function resumeSearchAccess(
  db: Db,
  user: SessionUser | null,
  regionId: string,
  now: Date,
): Promise<ResumeSearchAccess> {
  if (!user) return 'signIn';
  if (isAdminLike(user)) return 'granted';
  if (!hasRole(user, 'recruiter')) return 'subscribe';
  const [active] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.organizationId, ownOrganizationIds(db, user)),
        activeSubscriptionCondition(regionId, now),
      ),
    )
    .limit(1);
  return active ? 'granted' : 'subscribe';
}
