import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import type { SessionUser } from '../../auth/session-user';
import {
  actsViaSupport,
  canActOnOrganization,
  findOrganization,
  type RegionOrganization,
} from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden } from '../../graphql/errors';
import type { CreditsAtGlance } from '../../job-manager/dashboard';
import { jobWithOrganization } from '../../job-manager/job-organization';
import type { ManagedJob as DomainJob } from '../../job-manager/list-jobs';
import { PostingError } from '../../postings/posting-store';
import messages from '../../../messages/de.json';
import type { JobManagerCredits, ManagedJob } from '../generated/resolvers-types';

const m = messages.graphql.jobManager;

/** A job as the job manager lists it: with its frontend's name and its page there. */
export function shapeManagedJob(job: DomainJob): ManagedJob {
  const region = getRegion(job.frontend);
  return {
    ...job,
    frontendName: region?.SITENAME ?? job.frontend,
    url: region ? siteUrl(region, `/job/${job.id}`) : `/job/${job.id}`,
  };
}

export function shapeCredits(credits: CreditsAtGlance, organizationName: string): JobManagerCredits {
  return { ...credits, balances: credits.balances.map((row) => ({ ...row, organizationName })) };
}

export type AuthorizedJob = { jobId: string; org: RegionOrganization; viaSupport: boolean };

/**
 * A job the caller may manage: its organization is one of this site (NOT_FOUND otherwise, like a job that does
 * not exist) and one the caller may act on (FORBIDDEN). The job itself may be on any frontend (docs/product.md §6).
 */
export async function authorizedJob(ctx: GraphQLContext, user: SessionUser, id: string): Promise<AuthorizedJob> {
  const job = await jobWithOrganization(ctx.db, id);
  const org = job ? await findOrganization(ctx, job.organizationId) : null;
  if (!job || !org) throw apiError('NOT_FOUND', m.notFound);
  if (!(await canActOnOrganization(ctx, user, org))) throw forbidden();
  return { jobId: job.id, org, viaSupport: await actsViaSupport(ctx, user, org) };
}

/** Domain refusals keep their code and German message. */
export async function domain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PostingError) throw apiError(error.code, error.message);
    throw error;
  }
}
