import { isAdminLike, type SessionUser } from '../../auth/session-user';
import { actsViaSupport, resolveTargetOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden } from '../../graphql/errors';
import { graphqlMessages } from '../../graphql/messages';
import { type TeamActor, TeamError, teamMessages, type TeamOrganization } from '../../organizations/team';

/** Domain refusals keep their code and German message. */
export async function teamDomain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TeamError) throw apiError(error.code, error.message);
    throw error;
  }
}

export type TeamAccess = { org: TeamOrganization; actor: TeamActor; canManage: boolean };

/**
 * The organization a workspace operation acts on (given, or the caller's active one) with what the caller
 * may do there: its owner and admin-like users manage the team; support for a foreign organization is marked.
 */
export async function teamAccess(
  ctx: GraphQLContext,
  user: SessionUser,
  organizationId: string | undefined,
): Promise<TeamAccess> {
  const org = await resolveTargetOrganization(ctx, user, organizationId);
  if (!org) throw apiError('NOT_FOUND', graphqlMessages.errors.noOrganization);
  const viaSupport = await actsViaSupport(ctx, user, org);
  return {
    org: { ...org, regionId: ctx.region.id },
    actor: { user, viaSupport },
    canManage: org.ownerId === user.id || isAdminLike(user),
  };
}

/** Inviting and removing are for the owner and support (docs/product.md §6); other members see the team read-only. */
export async function manageAccess(
  ctx: GraphQLContext,
  user: SessionUser,
  organizationId: string | undefined,
): Promise<TeamAccess> {
  const access = await teamAccess(ctx, user, organizationId);
  if (!access.canManage) throw forbidden(teamMessages.manageOnly);
  return access;
}
