import { and, eq } from 'drizzle-orm';
import { hasRole, isAdminLike, type SessionUser } from '../../auth/session-user';
import type { Executor } from '../job-charges';
import { organizationMembers, organizations } from '../../db/schema';
import { isOrderAdminRole } from './order-admins';

/** The billing rule of `order-admins.ts` for a signed-in user. */
export function isOrderAdmin(user: SessionUser | null): boolean {
  return !!user && isOrderAdminRole(user.roles.map((grant) => grant.role));
}

/**
 * docs/product-decisions.md ("Job editors handle no money"): an organization's orders, invoices and customer profile are for its people (owner, member,
 * holder of a grant targeted at it; recruiters, or admin-like users who belong to it) and the site's order
 * admins, nobody else: a job editor acting for an organization as support does not see its money.
 */
export async function maySeeOrganizationOrders(
  db: Executor,
  user: SessionUser | null,
  organizationId: string,
): Promise<boolean> {
  if (!user) return false;
  if (isOrderAdmin(user)) return true;
  if (!hasRole(user, 'recruiter') && !isAdminLike(user)) return false;
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
