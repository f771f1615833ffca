import { z } from 'zod';
import messages from '../../../messages/de.json';
import { requireUser } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { formatMessage } from '../../graphql/messages';
import { idArg, optional, parseArgs } from '../../graphql/validation';
import { suggestOrganizations } from '../../resumes/organization-names';
import type { ResumeRow } from '../../resumes/own-resume';
import { resumeMessages } from '../../resumes/resume-input';
import {
  blockOrganizations,
  loadResumePrivacy,
  MAX_BLOCKED_ORGANIZATIONS,
  ownResumeById,
  type ResumePrivacy,
  setCurrentEmployerShown,
  unblockOrganization,
} from '../../resumes/resume-privacy';
import type {
  MutationResolvers,
  QueryResolvers,
  ResumePrivacy as ResumePrivacyShape,
} from '../generated/resolvers-types';

const m = messages.resumePrivacy.errors;
/** A company name as people type it; longer is no name. */
const nameArg = z.string().trim().max(200);

/**
 * The caller's own resume, or NOT_FOUND: for anyone else these settings do not exist, so the answer for another's
 * resume is the answer for none (docs/product-decisions.md "Privacy from one's employer").
 */
async function ownResume(ctx: GraphQLContext, resumeId: string): Promise<ResumeRow> {
  const user = requireUser(ctx);
  const row = await ownResumeById(ctx.db, { userId: user.id, regionId: ctx.region.id, resumeId });
  if (!row) throw notFound(resumeMessages.notFound);
  return row;
}

const shape = (privacy: ResumePrivacy): ResumePrivacyShape => ({
  resumeId: privacy.resumeId,
  showCurrentEmployer: privacy.showCurrentEmployer,
  blockedOrganizations: privacy.blocked,
});

export const resumePrivacyQueries: Pick<QueryResolvers, 'resumePrivacy' | 'blockableOrganizations'> = {
  resumePrivacy: async (_parent, args, ctx) => {
    const { resumeId } = parseArgs(z.object({ resumeId: idArg }), args);
    return shape(await loadResumePrivacy(ctx.db, await ownResume(ctx, resumeId)));
  },
  blockableOrganizations: async (_parent, args, ctx) => {
    const { resumeId, name } = parseArgs(z.object({ resumeId: idArg, name: nameArg }), args);
    await ownResume(ctx, resumeId);
    return suggestOrganizations(ctx.db, ctx.region.id, name);
  },
};

export const resumePrivacyMutations: Pick<
  MutationResolvers,
  'blockResumeOrganization' | 'unblockResumeOrganization' | 'setCurrentEmployerShown'
> = {
  blockResumeOrganization: async (_parent, args, ctx) => {
    const input = parseArgs(
      z.object({ resumeId: idArg, organizationId: optional(idArg), name: optional(nameArg) }),
      args,
    );
    const resume = await ownResume(ctx, input.resumeId);
    const result = await blockOrganizations(ctx.db, { ...input, regionId: ctx.region.id });
    const privacy = shape(await loadResumePrivacy(ctx.db, resume));
    if (result.ok) return { privacy, added: result.added, errors: [], suggestions: [] };
    const message =
      result.refusal === 'tooMany' ? formatMessage(m.tooMany, { max: MAX_BLOCKED_ORGANIZATIONS }) : m[result.refusal];
    return { privacy, added: [], errors: [{ field: 'name', message }], suggestions: result.suggestions };
  },
  unblockResumeOrganization: async (_parent, args, ctx) => {
    const { resumeId, organizationId } = parseArgs(z.object({ resumeId: idArg, organizationId: idArg }), args);
    const resume = await ownResume(ctx, resumeId);
    await unblockOrganization(ctx.db, resume.id, organizationId);
    return shape(await loadResumePrivacy(ctx.db, resume));
  },
  setCurrentEmployerShown: async (_parent, args, ctx) => {
    const { resumeId, shown } = parseArgs(z.object({ resumeId: idArg, shown: z.boolean() }), args);
    const resume = await ownResume(ctx, resumeId);
    return shape(await setCurrentEmployerShown(ctx.db, resume.id, shown));
  },
};
