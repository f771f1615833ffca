import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import type { SessionUser } from '../../auth/session-user';
import { jobChargeCounts } from '../../commerce/job-charges';
import type { GraphQLContext } from '../../graphql/context';
import { previewExtension } from '../../job-manager/job-actions';
import type { AuthorizedJob } from './job-manager-shape';

/**
 * What extending would take and give (the domain's own dry run), with the balances of the job's frontend,
 * where credits are spent, and where to buy more there (docs/product-decisions.md "Extending asks first").
 */
export async function extensionQuote(
  ctx: GraphQLContext,
  user: SessionUser,
  { jobId, org, viaSupport }: AuthorizedJob,
  frontend: string,
) {
  const preview = await previewExtension(ctx.db, { actor: user, viaSupport, organizationId: org.id, jobId });
  const counts = (await jobChargeCounts(ctx.db, [org.id], frontend)).get(org.id);
  const region = getRegion(frontend);
  const creditPath = `/checkout?job=${jobId}`;
  return {
    outcome: preview.outcome,
    charge: preview.charge,
    expiresAt: preview.expiresAt,
    jobCredits: counts?.jobCredits ?? 0,
    freeJobSlots: counts?.freeJobSlots ?? 0,
    creditUrl: region && frontend !== ctx.region.id ? siteUrl(region, creditPath) : creditPath,
  };
}
