import { z } from 'zod';
import { requireRecruiter, requireUser } from '../../graphql/authorization';
import { apiError } from '../../graphql/errors';
import { emailArg, idArg, optional, parseArgs } from '../../graphql/validation';
import { getMailer } from '../../mail/mailer';
import { invitationOrganizationOnSite } from '../../organizations/invitation-organization';
import {
  acceptInvitation,
  inviteTeamMember,
  previewInvitation,
  revokeTeamInvitation,
} from '../../organizations/invitations';
import { listPendingInvitations, listTeamMembers, removeTeamMember, teamMessages } from '../../organizations/team';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { manageAccess, teamAccess, teamDomain } from './team-access';

const orgArgs = z.object({ organizationId: optional(idArg) });
const inviteArgs = z.object({ organizationId: optional(idArg), email: emailArg });
const removeArgs = z.object({ organizationId: optional(idArg), userId: idArg });
const idArgs = z.object({ id: idArg });
// Tokens are 43 base64url characters; anything else names no invitation (checked again by the domain).
const tokenArgs = z.object({ token: z.string().max(200) });

export const teamQueries: Pick<QueryResolvers, 'organizationTeam' | 'teamInvitation'> = {
  organizationTeam: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { organizationId } = parseArgs(orgArgs, args);
    const { org, actor, canManage } = await teamAccess(ctx, user, organizationId);
    return {
      organization: { id: org.id, name: org.name, ownerId: org.ownerId },
      canManage,
      viaSupport: actor.viaSupport,
      members: await listTeamMembers(ctx.db, org),
      // Invitees' addresses are for those who manage the team.
      invitations: canManage ? await listPendingInvitations(ctx.db, org.id) : [],
    };
  },
  teamInvitation: async (_parent, args, ctx) => {
    const { token } = parseArgs(tokenArgs, args);
    return previewInvitation(ctx.db, ctx.region.id, token);
  },
};

export const teamMutations: Pick<
  MutationResolvers,
  'inviteTeamMember' | 'revokeTeamInvitation' | 'removeTeamMember' | 'acceptTeamInvitation'
> = {
  inviteTeamMember: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { organizationId, email } = parseArgs(inviteArgs, args);
    const { org, actor } = await manageAccess(ctx, user, organizationId);
    return teamDomain(() => inviteTeamMember(ctx.db, getMailer(), { org, actor, email }));
  },
  revokeTeamInvitation: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id } = parseArgs(idArgs, args);
    // The invitation names its organization; one of another site does not exist here.
    const organizationId = await invitationOrganizationOnSite(ctx.db, { regionId: ctx.region.id, invitationId: id });
    if (!organizationId) throw apiError('NOT_FOUND', teamMessages.invitationNotFound);
    const { org, actor } = await manageAccess(ctx, user, organizationId);
    await teamDomain(() => revokeTeamInvitation(ctx.db, { org, actor, invitationId: id }));
    return true;
  },
  removeTeamMember: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { organizationId, userId } = parseArgs(removeArgs, args);
    const { org, actor } = await manageAccess(ctx, user, organizationId);
    await teamDomain(() => removeTeamMember(ctx.db, { org, actor, userId }));
    return true;
  },
  acceptTeamInvitation: async (_parent, args, ctx) => {
    // Any signed-in user with the invited address: a job seeker's account becomes a recruiter's too.
    const user = requireUser(ctx);
    const { token } = parseArgs(tokenArgs, args);
    const org = await teamDomain(() => acceptInvitation(ctx.db, { regionId: ctx.region.id, token, user }, getMailer()));
    return { id: org.id, name: org.name, ownerId: org.ownerId };
  },
};
