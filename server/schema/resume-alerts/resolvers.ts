import { z } from 'zod';
import { resolveTargetOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError } from '../../graphql/errors';
import { idArg, parseArgs } from '../../graphql/validation';
import type { ResumeAlertInterval } from '../../resume-alerts/resume-alert-input';
import {
  deleteResumeAlert,
  listResumeAlerts,
  type ResumeAlert,
  ResumeAlertError,
  saveResumeAlert,
  updateResumeAlertInterval,
} from '../../resume-alerts/resume-alerts';
import type {
  JobAlertInterval,
  MutationResolvers,
  QueryResolvers,
  ResumeAlert as ResumeAlertShape,
  SaveResumeAlertResult,
} from '../generated/resolvers-types';

const INTERVAL_OUT: Record<ResumeAlertInterval, JobAlertInterval> = {
  none: 'NONE',
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
};
const intervalIn = (interval: JobAlertInterval) => interval.toLowerCase() as ResumeAlertInterval;

const shape = ({ searchPath, ...alert }: ResumeAlert): ResumeAlertShape => ({
  ...alert,
  interval: INTERVAL_OUT[alert.interval],
  searchHref: searchPath,
});

/** The domain's refusals become API errors with their German message. */
async function domain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ResumeAlertError) throw apiError(error.code, error.message);
    throw error;
  }
}

const updateArgs = z.object({ id: idArg, interval: z.enum(['NONE', 'DAILY', 'WEEKLY', 'MONTHLY']) });
const idArgs = z.object({ id: idArg });

/** The organization the alert is kept for: the active or first own one (admin-like users may have none). */
async function organizationOf(ctx: GraphQLContext): Promise<string | null> {
  if (!ctx.user) return null;
  return (await resolveTargetOrganization(ctx, ctx.user, undefined))?.id ?? null;
}

export const resumeAlertQueries: Pick<QueryResolvers, 'myResumeAlerts'> = {
  myResumeAlerts: async (_parent, _args, ctx) =>
    (await domain(() => listResumeAlerts(ctx.db, ctx.user, ctx.region.id))).map(shape),
};

export const resumeAlertMutations: Pick<
  MutationResolvers,
  'saveResumeAlert' | 'updateResumeAlert' | 'deleteResumeAlert'
> = {
  saveResumeAlert: async (_parent, args, ctx): Promise<SaveResumeAlertResult> => {
    const fields = { payload: args.payload, label: args.label, interval: intervalIn(args.interval) };
    const result = await domain(async () =>
      saveResumeAlert(ctx.db, {
        user: ctx.user,
        regionId: ctx.region.id,
        organizationId: await organizationOf(ctx),
        fields,
      }),
    );
    return result.ok ? { alert: shape(result.alert), errors: [] } : { alert: null, errors: result.errors };
  },
  updateResumeAlert: async (_parent, args, ctx) => {
    const { id, interval } = parseArgs(updateArgs, args);
    const input = { user: ctx.user, regionId: ctx.region.id, id, interval: intervalIn(interval) };
    return shape(await domain(() => updateResumeAlertInterval(ctx.db, input)));
  },
  deleteResumeAlert: async (_parent, args, ctx) => {
    const { id } = parseArgs(idArgs, args);
    await domain(() => deleteResumeAlert(ctx.db, { user: ctx.user, regionId: ctx.region.id, id }));
    return true;
  },
};
