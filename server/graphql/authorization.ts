import { and, asc, eq } from 'drizzle-orm';
import { canActOnTarget, hasRole, isAdminLike, type SessionUser } from '../auth/session-user';
import { organizations } from '../db/schema';
import { isOwnOrganization, ownOrganizationsCondition } from '../organizations/own-organizations';
import type { GraphQLContext } from './context';
import { forbidden, notFound, unauthenticated } from './errors';
import { graphqlMessages } from './messages';

/** docs/product.md §6 the signed-in caller, or UNAUTHENTICATED. */
export function requireUser(ctx: GraphQLContext): SessionUser {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** docs/product.md §6 organization data is for recruiters (and admin-like users): else UNAUTHENTICATED / FORBIDDEN. */
export function requireRecruiter(ctx: GraphQLContext): SessionUser {
  const user = requireUser(ctx);
  if (!hasRole(user, 'recruiter') && !isAdminLike(user)) throw forbidden(graphqlMessages.errors.recruiterOnly);
  return user;
}

export type RegionOrganization = { id: string; name: string; ownerId: string | null };

const orgColumns = { id: organizations.id, name: organizations.name, ownerId: organizations.ownerId };

/** An organization of the caller's site; one of another site does not exist here. */
export async function findOrganization(ctx: GraphQLContext, id: string): Promise<RegionOrganization | null> {
  const [org] = await ctx.db
    .select(orgColumns)
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.regionId, ctx.region.id)))
    .limit(1);
  return org ?? null;
}

/** docs/product.md §6 can-act-on-target for an organization: admin-like users always, others on their own. */
export async function canActOnOrganization(
  ctx: GraphQLContext,
  user: SessionUser,
  org: RegionOrganization,
): Promise<boolean> {
  return canActOnTarget(user, org.id) || (await isOwnOrganization(ctx.db, user, org));
}

/**
 * docs/product.md §6 masquerade: an admin-like user acting for an organization that is not their own. What they do is
 * marked "via support" in the organization's change log, and the workspace shows a banner with a way out.
 */
export async function actsViaSupport(
  ctx: GraphQLContext,
  user: SessionUser,
  org: RegionOrganization,
): Promise<boolean> {
  return isAdminLike(user) && !(await isOwnOrganization(ctx.db, user, org));
}

/**
 * The organization an operation with an optional organizationId acts on. Given: it must exist on this site
 * (NOT_FOUND) and be one the caller may act on (FORBIDDEN). Omitted: the caller's active organization, else
 * their first own one; null when they have none.
 */
export async function resolveTargetOrganization(
  ctx: GraphQLContext,
  user: SessionUser,
  organizationId: string | undefined,
): Promise<RegionOrganization | null> {
  if (organizationId) {
    const org = await findOrganization(ctx, organizationId);
    if (!org) throw notFoundOrganization();
    if (!(await canActOnOrganization(ctx, user, org))) throw forbidden();
    return org;
  }
  if (user.activeOrganizationId) {
    const active = await findOrganization(ctx, user.activeOrganizationId);
    if (active && (await canActOnOrganization(ctx, user, active))) return active;
  }
  const [own] = await ctx.db
    .select(orgColumns)
    .from(organizations)
    .where(and(eq(organizations.regionId, ctx.region.id), ownOrganizationsCondition(ctx.db, user)))
    .orderBy(asc(organizations.createdAt), asc(organizations.id))
    .limit(1);
  return own ?? null;
}

export const notFoundOrganization = () => notFound(graphqlMessages.errors.organizationNotFound);
