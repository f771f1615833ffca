import { and, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { hasRole, isAdminLike, type SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationMembers, organizations, subscriptions } from '../db/schema';

/**
 * Who may search resumes on a site: admin-like users, and recruiters of an organization with an
 * active subscription there — recruiters pay for this. `subscribe`: signed in without that (the page shows
 * how to get access); `signIn`: anonymous.
 */
export type ResumeSearchAccess = 'granted' | 'subscribe' | 'signIn';

/**
 * The user's organizations: owned, a member of, or the target of one of their role grants (docs/product.md §6 "their
 * own").
 */
function ownOrganizations(db: Db, user: SessionUser): SQL {
  const targets = user.roles.map((r) => r.targetId).filter((id): id is string => id !== null);
  const memberOf = db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, user.id));
  const own = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      or(
        eq(organizations.ownerId, user.id),
        inArray(organizations.id, memberOf),
        targets.length ? inArray(organizations.id, targets) : undefined,
      ),
    );
  return inArray(subscriptions.organizationId, own);
}

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
        ownOrganizations(db, user),
        eq(subscriptions.regionId, regionId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startDate, now),
        gte(subscriptions.endDate, now),
      ),
    )
    .limit(1);
  return active ? 'granted' : 'subscribe';
}
