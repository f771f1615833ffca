import { hasRole, type SessionUser } from '../../auth/session-user';
import { findOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { ownOrganizationsOnSite } from '../../organizations/own-organizations';
import type { Organization, QueryResolvers, User } from '../generated/resolvers-types';

/**
 * The user's organization on this site (docs/product.md §3 organization): the first one they own, belong to or hold a
 * role for.
 */
async function loadOwnOrganization(ctx: GraphQLContext, user: SessionUser): Promise<Organization | null> {
  const [org] = await ownOrganizationsOnSite(ctx.db, user, { regionId: ctx.region.id, order: 'oldest', limit: 1 });
  return org ?? null;
}

async function loadActiveOrganization(
  ctx: GraphQLContext,
  user: SessionUser,
  own: Organization | null,
): Promise<Organization | null> {
  if (!user.activeOrganizationId) return null;
  if (own?.id === user.activeOrganizationId) return own;
  return findOrganization(ctx, user.activeOrganizationId);
}

/** docs/product.md §3 User as the front end sees it; null for anonymous callers. */
export async function getUser(ctx: GraphQLContext): Promise<User | null> {
  const user = ctx.user;
  if (!user) return null;
  const organization = await loadOwnOrganization(ctx, user);
  const activeOrganization = await loadActiveOrganization(ctx, user, organization);
  const verified = user.emailVerified !== null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: verified,
    roles: user.roles.map((r) => ({ role: r.role, targetId: r.targetId })),
    organization,
    activeOrganization,
    isUserApprovedAndVerified: user.approved && verified,
    isEligibleForJobApply: hasRole(user, 'applicant') && verified,
    isMasqueraded: ctx.masqueradedBy !== null,
  };
}

export const userQueries: Pick<QueryResolvers, 'getUser'> = {
  getUser: (_parent, _args, ctx) => getUser(ctx),
};
