import { z } from 'zod';
import { isAdminLike, type SessionUser } from '../../auth/session-user';
import {
  actsViaSupport,
  canActOnOrganization,
  findOrganization,
  requireRecruiter,
  requireUser,
  type RegionOrganization,
  resolveTargetOrganization,
} from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden } from '../../graphql/errors';
import { idArg, optional, parseArgs } from '../../graphql/validation';
import { getMailer } from '../../mail/mailer';
import { ownOrganizationsOnSite } from '../../organizations/own-organizations';
import { postingMessages as m } from '../../postings/posting-messages';
import { loadPosting, PostingError } from '../../postings/posting-store';
import { approveJobPosting, archiveJobPosting, rejectJobPosting } from '../../postings/review-posting';
import { saveJobPosting } from '../../postings/save-posting';
import { submitJobPosting } from '../../postings/submit-posting';
import type { JobPosting, JobPostingContext, MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { SALARY_BANDS } from '../../postings/salary-bands';
import { editorToolbarOf } from '../../richtext/editor-toolbar';
import { moderationQueue } from './moderation-queue';
import { postingOrganizations, shapePostings } from './posting-shape';

/** Domain refusals keep their code and German message. */
async function domain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PostingError) throw apiError(error.code, error.message);
    throw error;
  }
}

/** docs/product.md §6 review is for the admin-like users of the site (job_editor, site_admin, administrator). */
export function requireReviewer(ctx: GraphQLContext): SessionUser {
  const user = requireUser(ctx);
  if (!isAdminLike(user)) throw forbidden(m.errors.reviewerOnly);
  return user;
}

/**
 * A posting of this site the caller may act on: its organization's people and admin-like users (docs/product.md §6).
 */
async function authorizedPosting(ctx: GraphQLContext, user: SessionUser, id: string) {
  const posting = await loadPosting(ctx.db, ctx.region.id, id);
  if (!posting) throw apiError('NOT_FOUND', m.errors.notFound);
  const org = await findOrganization(ctx, posting.job.organizationId);
  if (!org || !(await canActOnOrganization(ctx, user, org))) throw forbidden();
  return { posting, org };
}

/**
 * Who the organization's change log names for a posting action (docs/product.md §6: an admin-like outsider as support).
 */
async function changeAuthor(ctx: GraphQLContext, user: SessionUser, org: RegionOrganization | null) {
  return { user, viaSupport: org ? await actsViaSupport(ctx, user, org) : false };
}

async function shapeOne(ctx: GraphQLContext, id: string): Promise<JobPosting> {
  const posting = await loadPosting(ctx.db, ctx.region.id, id);
  if (!posting) throw apiError('NOT_FOUND', m.errors.notFound);
  const [shaped] = await shapePostings(ctx, [posting]);
  return shaped;
}

const idArgs = z.object({ id: idArg });
// The fields are checked by the domain one by one (a bad one is reported, the rest saved); the organization
// decides who may save, so it must be an id before anything is looked up.
const saveArgs = z.object({
  id: optional(idArg),
  input: z.looseObject({ organizationId: optional(idArg) }),
});
const rejectArgs = z.object({
  id: idArg,
  reason: z.string().trim().min(1, m.errors.reason).max(2000, m.errors.reason),
});

/** The wizard's frame: the organizations the caller posts for here, the site's rules and tools. */
async function jobPostingContext(ctx: GraphQLContext): Promise<JobPostingContext> {
  const user = requireRecruiter(ctx);
  const admin = isAdminLike(user);
  // The active organization first: the one the recruiter works for now is the wizard's default.
  const own: Array<{ id: string }> = await ownOrganizationsOnSite(ctx.db, user, {
    regionId: ctx.region.id,
    order: 'activeFirst',
    activeOrganizationId: user.activeOrganizationId,
  });
  // Admin-like users also post for the organization they act for as support (docs/product.md §6), listed first.
  const support = admin && user.activeOrganizationId ? await findOrganization(ctx, user.activeOrganizationId) : null;
  if (support && !own.some((o) => o.id === support.id)) own.unshift({ id: support.id });
  const orgs = await postingOrganizations(
    ctx,
    own.map((o) => o.id),
  );
  const rules = ctx.region.JOB_POSTING;
  return {
    organizations: own.map((o) => orgs.get(o.id)!),
    reviewPolicy: rules.review,
    salaryRequired: rules.salaryRequired,
    salaryBands: [...SALARY_BANDS],
    salaryFreeInput: ctx.region.FEATURES.SALARY_FREE_INPUT,
    applicationAttachments: ctx.region.FEATURES.ATTACHMENTS_FEATURE_ACTIVE,
    defaultDurationDays: rules.defaultDurationDays,
    // The AI helper reads AI_DRAFT_URL (with AI_DRAFT_KEY, AI_DRAFT_MODEL); without it the built-in draft.
    aiDraftAvailable: ctx.region.FEATURES.AI_JOB_DESCRIPTION && !!process.env.AI_DRAFT_URL,
    editorToolbar: editorToolbarOf(user.roles.map((r) => r.role)),
    // docs/product.md §2: credits are bought at /checkout; other credit pages still default to /contact.
    creditUrl: '/checkout',
  };
}

export const postingQueries: Pick<QueryResolvers, 'jobPostingContext' | 'jobPosting' | 'moderationQueue'> = {
  jobPostingContext: (_parent, _args, ctx) => jobPostingContext(ctx),
  jobPosting: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id } = parseArgs(idArgs, args);
    const [shaped] = await shapePostings(ctx, [(await authorizedPosting(ctx, user, id)).posting]);
    return shaped;
  },
  moderationQueue: (_parent, args, ctx) => {
    requireReviewer(ctx);
    return moderationQueue(ctx, args);
  },
};

export const postingMutations: Pick<
  MutationResolvers,
  'saveJobPosting' | 'submitJobPosting' | 'approveJobPosting' | 'rejectJobPosting' | 'archiveJobPosting'
> = {
  saveJobPosting: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id, input } = parseArgs(saveArgs, args);
    const known = id ? await authorizedPosting(ctx, user, id) : null;
    const wanted = input.organizationId;
    const org = !id || wanted ? await resolveTargetOrganization(ctx, user, wanted) : null;
    const logAs = await changeAuthor(ctx, user, org ?? known?.org ?? null);
    const saved = await domain(() =>
      saveJobPosting(ctx.db, {
        regionId: ctx.region.id,
        author: { id: user.id, adminLike: isAdminLike(user) },
        jobId: id ?? null,
        organizationId: org?.id ?? null,
        input,
        storage: ctx.storage,
        checkLink: ctx.checkJobLink,
        logAs,
      }),
    );
    return { posting: saved.id ? await shapeOne(ctx, saved.id) : null, errors: saved.errors };
  },
  submitJobPosting: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id } = parseArgs(idArgs, args);
    const { org } = await authorizedPosting(ctx, user, id);
    const logAs = await changeAuthor(ctx, user, org);
    const result = await domain(() =>
      submitJobPosting(ctx.db, {
        regionId: ctx.region.id,
        jobId: id,
        actor: { id: user.id, adminLike: isAdminLike(user) },
        logAs,
      }),
    );
    return { ...result, posting: await shapeOne(ctx, id) };
  },
  approveJobPosting: async (_parent, args, ctx) => {
    const user = requireReviewer(ctx);
    const { id } = parseArgs(idArgs, args);
    await domain(() =>
      approveJobPosting(ctx.db, { regionId: ctx.region.id, jobId: id, actorId: user.id }, getMailer()),
    );
    return shapeOne(ctx, id);
  },
  rejectJobPosting: async (_parent, args, ctx) => {
    const user = requireReviewer(ctx);
    const { id, reason } = parseArgs(rejectArgs, args);
    await domain(() =>
      rejectJobPosting(ctx.db, getMailer(), { regionId: ctx.region.id, jobId: id, actorId: user.id, reason }),
    );
    return shapeOne(ctx, id);
  },
  archiveJobPosting: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id } = parseArgs(idArgs, args);
    const { org } = await authorizedPosting(ctx, user, id);
    const logAs = await changeAuthor(ctx, user, org);
    await domain(() => archiveJobPosting(ctx.db, { regionId: ctx.region.id, jobId: id, actorId: user.id, logAs }));
    return shapeOne(ctx, id);
  },
};
