import { z } from 'zod';
import { canActOnOrganization, findOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { parseArgs } from '../../graphql/validation';
import type { Job, JobResolvers, QueryGetJobArgs, QueryResolvers } from '../generated/resolvers-types';
import { adPageImages } from '../../postings/ad-page-images';
import { loadJobsByIds } from '../../jobs/load-jobs';
import { wasPublished } from '../../jobs/open-jobs';

// Any string up to a sane length: a malformed id is simply no job (a page asking for /job/abc shows 404).
const args = z.object({ id: z.string().max(100) });

/**
 * getJob: published jobs for everyone, also once archived or expired (available false) so the page can say
 * "no longer available" and offer similar jobs; jobs in review or scheduled only for those who may act on
 * the job's organization (docs/product.md §6), everyone else gets null, as for a job that does not exist.
 */
export async function getJob(ctx: GraphQLContext, raw: QueryGetJobArgs): Promise<Job | null> {
  const { id } = parseArgs(args, raw);
  const [job] = await loadJobsByIds(ctx.db, ctx.region.id, [id], ctx.locale);
  if (!job) return null;
  if (wasPublished(job)) return job;
  if (!ctx.user) return null;
  const org = await findOrganization(ctx, job.organization.id);
  return org && (await canActOnOrganization(ctx, ctx.user, org)) ? job : null;
}

export const jobQueries: Pick<QueryResolvers, 'getJob'> = {
  getJob: (_parent, args, ctx) => getJob(ctx, args),
};

/**
 * Job.adPages: a job_per_file ad's page images, rendered on the first ask for ads older than the renderer
 * (docs/architecture.md "PDF ads as page images"); only the job page asks, so search hits never render.
 */
export const jobFields: Pick<JobResolvers, 'adPages'> = {
  adPages: (job, _args, ctx) =>
    job.type === 'job_per_file' && job.file ? adPageImages(ctx.db, ctx.storage, job.file.id) : null,
};
