import { and, eq } from 'drizzle-orm';
import { hasRole, isAdminLike, type SessionUser } from '../../auth/session-user';
import type { Executor } from '../job-charges';
import { organizationMembers, organizations } from '../../db/schema';

/**
 * Issue 15 §7: an organization's orders, invoices and customer profile are for its recruiters (owner, member,
 * holder of a grant targeted at it) and admin-like users of the site, nobody else.
 */
export async function maySeeOrganizationOrders(
  db: Executor,
  user: SessionUser | null,
  organizationId: string,
): Promise<boolean> {
  if (!user) return false;
  if (isAdminLike(user)) return true;
  if (!hasRole(user, 'recruiter')) return false;
  if (user.roles.some((r) => r.targetId === organizationId)) return true;
  const [own] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.ownerId, user.id)))
    .union(
      db
        .select({ id: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, user.id))),
    )
    .limit(1);
  return !!own;
}
