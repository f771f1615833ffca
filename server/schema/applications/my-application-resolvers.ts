import { z } from 'zod';
import { applicationPrefill } from '../../applications/application-prefill';
import { listMyApplications } from '../../applications/my-applications';
import { requireUser } from '../../graphql/authorization';
import { limitArg, offsetArg, parseArgs } from '../../graphql/validation';
import type { QueryResolvers } from '../generated/resolvers-types';

const pageArgs = z.object({ limit: limitArg(20), offset: offsetArg });
// Not a job's id: no job of it, so never applied to.
const prefillArgs = z.object({ jobId: z.string().max(100).nullish() });

/** The applicant's side of applying: their own applications and the apply form's values. */
export const myApplicationQueries: Pick<QueryResolvers, 'myApplications' | 'applicationPrefill'> = {
  myApplications: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { limit, offset } = parseArgs(pageArgs, args);
    return listMyApplications(ctx.db, { userId: user.id, regionId: ctx.region.id, limit, offset });
  },
  applicationPrefill: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { jobId } = parseArgs(prefillArgs, args);
    return applicationPrefill(ctx.db, user, { regionId: ctx.region.id, jobId: jobId ?? null });
  },
};
