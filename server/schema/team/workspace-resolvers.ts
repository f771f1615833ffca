import { z } from 'zod';
import { isAdminLike, type SessionUser } from '../../auth/session-user';
import {
  actsViaSupport,
  canActOnOrganization,
  findOrganization,
  notFoundOrganization,
  requireRecruiter,
  resolveTargetOrganization,
} from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { idArg, limitArg, offsetArg, optional, parseArgs } from '../../graphql/validation';
import { switchActiveOrganization } from '../../organizations/active-organization';
import { listOrganizationChanges } from '../../organizations/change-log';
import { searchOrganizationsByName } from '../../organizations/organization-name-search';
import { ownOrganizationsOnSite } from '../../organizations/own-organizations';
import { teamMessages } from '../../organizations/team';
import type { MutationResolvers, QueryResolvers, WorkspaceContext } from '../generated/resolvers-types';
import { teamAccess } from './team-access';

/** The frame every workspace page shows: where the caller acts, whether as support, and where they could. */
async function workspaceContext(ctx: GraphQLContext, user: SessionUser): Promise<WorkspaceContext> {
  const active = await resolveTargetOrganization(ctx, user, undefined);
  const own = await ownOrganizationsOnSite(ctx.db, user, {
    regionId: ctx.region.id,
    order: 'name',
  });
  return {
    activeOrganization: active,
    viaSupport: active ? await actsViaSupport(ctx, user, active) : false,
    organizations: own,
  };
}

const setActiveArgs = z.object({ organizationId: optional(idArg) });
const supportArgs = z.object({ query: z.string().trim().min(2, teamMessages.supportQuery).max(100) });
const changesArgs = z.object({ organizationId: optional(idArg), limit: limitArg(20), offset: offsetArg });

export const workspaceQueries: Pick<
  QueryResolvers,
  'workspaceContext' | 'organizationChanges' | 'supportOrganizations'
> = {
  workspaceContext: (_parent, _args, ctx) => workspaceContext(ctx, requireRecruiter(ctx)),
  organizationChanges: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { organizationId, limit, offset } = parseArgs(changesArgs, args);
    const { org, canManage } = await teamAccess(ctx, user, organizationId);
    // One more than asked says whether another page follows, without counting the whole log. Addresses
    // (invitees', support staff's) are for those who manage the team, as in organizationTeam.
    const rows = await listOrganizationChanges(
      ctx.db,
      org.id,
      { limit: limit + 1, offset },
      { personalData: canManage },
    );
    return {
      organization: { id: org.id, name: org.name, ownerId: org.ownerId },
      entries: rows.slice(0, limit).map((row) => ({
        id: row.id,
        actor: row.actorLabel,
        viaSupport: row.viaSupport,
        action: row.action,
        detail: Object.entries(row.detail).map(([key, value]) => ({
          key,
          value: Array.isArray(value) ? value.join(', ') : String(value ?? ''),
        })),
        createdAt: row.createdAt,
      })),
      hasMore: rows.length > limit,
    };
  },
  supportOrganizations: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    // docs/product.md §6 support is for admin-like users; recruiters switch among their own organizations only.
    if (!isAdminLike(user)) throw forbidden();
    const { query } = parseArgs(supportArgs, args);
    const found = await searchOrganizationsByName(ctx.db, ctx.region.id, query);
    return found.map(({ id, name, ownerId }) => ({ id, name, ownerId }));
  },
};

export const workspaceMutations: Pick<MutationResolvers, 'setActiveOrganization'> = {
  setActiveOrganization: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { organizationId } = parseArgs(setActiveArgs, args);
    const next = organizationId ? await findOrganization(ctx, organizationId) : null;
    if (organizationId && !next) throw notFoundOrganization();
    // docs/product.md §6: one's own organizations, or for admin-like users any of this site (support).
    if (next && !(await canActOnOrganization(ctx, user, next))) throw forbidden();
    const current = user.activeOrganizationId ? await findOrganization(ctx, user.activeOrganizationId) : null;
    await switchActiveOrganization(ctx.db, {
      user,
      from: current && { id: current.id, viaSupport: await actsViaSupport(ctx, user, current) },
      to: next && { id: next.id, viaSupport: await actsViaSupport(ctx, user, next) },
    });
    return workspaceContext(ctx, { ...user, activeOrganizationId: next?.id ?? null });
  },
};
