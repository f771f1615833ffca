import { hasRole, isAdminLike, type SessionUser } from '../../auth/session-user';
import type { Executor } from '../job-charges';
import { isOwnOrganization } from '../../organizations/own-organizations';
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
  return isOwnOrganization(db, user, { id: organizationId });
}
