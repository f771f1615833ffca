import { z } from 'zod';
import type { SessionUser } from '../../auth/session-user';
import { calendarDate } from '../../forms/calendar-date';
import { actsViaSupport, requireRecruiter, resolveTargetOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError } from '../../graphql/errors';
import { idArg, optional, parseArgs } from '../../graphql/validation';
import { creditsAtGlance, employerOverview } from '../../job-manager/dashboard';
import { archiveJobs, duplicateJob, extendJob } from '../../job-manager/job-actions';
import { extensionQuote } from './extension-quote';
import {
  frontendsOfJobs,
  listManagedJobs,
  MANAGED_STATES,
  managedJobsByIds,
  MANAGER_SORTS,
} from '../../job-manager/list-jobs';
import { daysBetween, jobDailyFigures, statsDay } from '../../stats/job-stats';
import { trackingPixelUrl } from '../../stats/tracking-pixel';
import { getRegion } from '../../../regions/registry';
import messages from '../../../messages/de.json';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { authorizedJob, domain, shapeCredits, shapeManagedJob } from './job-manager-shape';
import { JOB_MANAGER_ROWS_PER_PAGE } from '../../search/page-sizes';

const m = messages.graphql.jobManager;
const DAY = 86_400_000;

const managerArgs = z.object({
  organizationId: optional(idArg),
  filter: optional(
    z.object({
      state: optional(z.enum(MANAGED_STATES, m.state)),
      // A site id; one without jobs of the organization (or unknown) simply lists none.
      frontend: optional(z.string().max(64, m.frontend)),
      words: optional(z.string().trim().max(100, m.words)),
    }),
  ),
  sort: optional(z.enum(MANAGER_SORTS, m.sort)).transform((sort) => sort ?? 'newest'),
  page: optional(z.number().int().min(1, m.page).max(10_000, m.page)).transform((page) => page ?? 1),
  pageSize: optional(z.number().int().min(1).max(200)).transform((size) => size ?? JOB_MANAGER_ROWS_PER_PAGE),
});

const dayArg = calendarDate(m.period);
const statisticsArgs = z.object({ jobId: idArg, from: optional(dayArg), to: optional(dayArg) });
const idArgs = z.object({ id: idArg });
const extendArgs = z.object({ id: idArg, expectedCharge: optional(z.enum(['credit', 'slot'], m.charge)) });
const idsArgs = z.object({ ids: z.array(idArg).min(1, m.noneChosen).max(100, m.tooMany) });

/** The organization the caller manages here, whether as support, and its credits; null when there is none. */
async function managedOrganization(ctx: GraphQLContext, user: SessionUser, organizationId: string | undefined) {
  const org = await resolveTargetOrganization(ctx, user, organizationId);
  if (!org) return null;
  const [viaSupport, credits] = await Promise.all([
    actsViaSupport(ctx, user, org),
    creditsAtGlance(ctx.db, org.id, ctx.region.id),
  ]);
  return { org, viaSupport, credits: shapeCredits(credits, org.name) };
}

async function managedJob(ctx: GraphQLContext, id: string) {
  const [job] = await managedJobsByIds(ctx.db, [id]);
  if (!job) throw apiError('NOT_FOUND', m.notFound);
  return shapeManagedJob(job);
}

export const jobManagerQueries: Pick<
  QueryResolvers,
  'jobManager' | 'jobStatistics' | 'employerDashboard' | 'jobExtensionQuote'
> = {
  jobManager: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { organizationId, filter, sort, page, pageSize } = parseArgs(managerArgs, args);
    const managed = await managedOrganization(ctx, user, organizationId);
    if (!managed) return null;
    const { org } = managed;
    const [list, frontends] = await Promise.all([
      listManagedJobs(ctx.db, { scope: { organizationId: org.id }, filter: filter ?? {}, sort, page, pageSize }),
      frontendsOfJobs(ctx.db, org.id),
    ]);
    return {
      organizationId: org.id,
      organizationName: org.name,
      viaSupport: managed.viaSupport,
      credits: managed.credits,
      jobs: list.jobs.map(shapeManagedJob),
      total: list.total,
      page,
      pageSize,
      frontends,
    };
  },
  jobStatistics: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const parsed = parseArgs(statisticsArgs, args);
    const { jobId } = await authorizedJob(ctx, user, parsed.jobId);
    const to = parsed.to ?? statsDay(new Date());
    const from = parsed.from ?? new Date(Date.parse(`${to}T12:00:00Z`) - 29 * DAY).toISOString().slice(0, 10);
    const length = daysBetween(from, to).length;
    if (length < 1 || length > 366) throw apiError('BAD_USER_INPUT', m.period);
    const [job, days] = await Promise.all([managedJob(ctx, jobId), jobDailyFigures(ctx.db, jobId, from, to)]);
    return { job, from, to, days, trackingPixelUrl: trackingPixelUrl(getRegion(job.frontend), job.id) };
  },
  employerDashboard: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { organizationId } = parseArgs(z.object({ organizationId: optional(idArg) }), args);
    const managed = await managedOrganization(ctx, user, organizationId);
    if (!managed) return null;
    const overview = await employerOverview(ctx.db, managed.org.id, ctx.region.id);
    const ending = await managedJobsByIds(
      ctx.db,
      overview.endingSoon.map((job) => job.id),
    );
    return {
      ...overview,
      organizationId: managed.org.id,
      organizationName: managed.org.name,
      viaSupport: managed.viaSupport,
      credits: managed.credits,
      endingSoon: ending.map(shapeManagedJob),
    };
  },
  jobExtensionQuote: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { jobId } = parseArgs(z.object({ jobId: idArg }), args);
    const authorized = await authorizedJob(ctx, user, jobId);
    const job = await managedJob(ctx, jobId);
    const quote = await domain(() => extensionQuote(ctx, user, authorized, job.frontend));
    return { ...quote, job };
  },
};

export const jobManagerMutations: Pick<
  MutationResolvers,
  'duplicateJobPosting' | 'extendJobPosting' | 'archiveJobPostings'
> = {
  duplicateJobPosting: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id } = parseArgs(idArgs, args);
    const { jobId, org, viaSupport } = await authorizedJob(ctx, user, id);
    const copy = await domain(() => duplicateJob(ctx.db, { actor: user, viaSupport, organizationId: org.id, jobId }));
    return managedJob(ctx, copy);
  },
  extendJobPosting: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id, expectedCharge } = parseArgs(extendArgs, args);
    const { jobId, org, viaSupport } = await authorizedJob(ctx, user, id);
    const input = { actor: user, viaSupport, organizationId: org.id, jobId, expectedCharge };
    const outcome = await domain(() => extendJob(ctx.db, input));
    return { outcome, job: await managedJob(ctx, jobId) };
  },
  archiveJobPostings: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { ids } = parseArgs(idsArgs, args);
    // Every job is checked before any is archived: one refused job refuses the whole request.
    const authorized = [];
    for (const id of new Set(ids)) authorized.push(await authorizedJob(ctx, user, id));
    const archived: string[] = [];
    for (const orgId of new Set(authorized.map((job) => job.org.id))) {
      const ofOrg = authorized.filter((job) => job.org.id === orgId);
      const done = await domain(() =>
        archiveJobs(ctx.db, {
          actor: user,
          viaSupport: ofOrg[0].viaSupport,
          organizationId: orgId,
          jobIds: ofOrg.map((job) => job.jobId),
        }),
      );
      archived.push(...done);
    }
    return { archived };
  },
};
