import { hasRole, isAdminLike, type SessionUser } from '../../auth/session-user';
import { CommerceError } from '../../commerce/orders/commerce-messages';
import { isOrderAdmin, maySeeOrganizationOrders } from '../../commerce/orders/order-access';
import { requireUser, resolveTargetOrganization, type RegionOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden, notFound } from '../../graphql/errors';
import { graphqlMessages } from '../../graphql/messages';

const m = graphqlMessages.commerce;

/** Domain refusals keep their code and German message. */
export async function commerceDomain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CommerceError)
      throw apiError(error.code, error.message, error.field ? { extensions: { field: error.field } } : {});
    throw error;
  }
}

/**
 * docs/product.md §6.4: buying is for recruiters of an organization, and for admin-like users acting for one
 * (docs/product.md §6 support); job seekers are told so. The organization is the caller's active one, else their own
 * first.
 */
export async function requireBuyer(ctx: GraphQLContext): Promise<{ user: SessionUser; org: RegionOrganization }> {
  const user = requireUser(ctx);
  if (!hasRole(user, 'recruiter') && !isAdminLike(user)) throw forbidden(m.errors.checkoutRecruiterOnly);
  const org = await resolveTargetOrganization(ctx, user, undefined);
  if (!org) throw notFound(graphqlMessages.errors.noOrganization);
  // The checkout shows the organization's billing profile: support buys only as an order admin.
  await requireOrderReader(ctx, user, org);
  return { user, org };
}

/**
 * Managing the site's orders (siteOrders, paid, cancel, refund) is billing: administrators and site admins
 * only. Job editors are admin-like for content (docs/product.md §6) but do not handle money.
 */
export function requireOrderAdmin(ctx: GraphQLContext): SessionUser {
  const user = requireUser(ctx);
  if (!isOrderAdmin(user)) throw forbidden(m.errors.adminOnly);
  return user;
}

/**
 * An organization's orders and billing profile (docs/product-decisions.md, "Job editors handle no money"): its own people and order admins. The organization
 * rule alone lets every admin-like user act for any organization (docs/product.md §6 support), a job editor too.
 */
export async function requireOrderReader(ctx: GraphQLContext, user: SessionUser, org: { id: string }): Promise<void> {
  if (!(await maySeeOrganizationOrders(ctx.db, user, org.id))) throw forbidden(m.errors.ordersForbidden);
}
