import { termsByTid } from '../../taxonomy/term-cache';
import type { GraphQLContext } from '../../graphql/context';
import { jobBoardOverview as readOverview } from '../../jobs/job-board-overview';
import { loadJobsByIds } from '../../jobs/load-jobs';
import { placeSlug } from '../../places/place-slug';
import type { JobBoardOverview, QueryResolvers } from '../generated/resolvers-types';
import { loadTeasers } from '../organizations/public-resolvers';
import { termPathAlias } from '../../taxonomy/term-path-alias';

/**
 * The front page's overview of the caller's site: the domain's counts and rankings (one statement), then the
 * featured jobs and the employers as their teasers, and the fields' labels (term cache). Town × field pairs
 * whose town has no usable path segment or whose field no label are left out: they have no page to link.
 */
export async function jobBoardOverview(ctx: GraphQLContext): Promise<JobBoardOverview> {
  const now = new Date();
  const overview = await readOverview(ctx.db, ctx.region.id, now);
  const [featuredJobs, topEmployers, terms] = await Promise.all([
    loadJobsByIds(ctx.db, ctx.region.id, overview.featuredJobIds, ctx.locale, now),
    loadTeasers(ctx, overview.topEmployers),
    termsByTid(
      ctx.db,
      overview.popularTownFields.map((p) => p.fieldTid),
    ),
  ]);
  const popularTownFields = overview.popularTownFields.flatMap(({ town, fieldTid, count }) => {
    const term = terms.get(fieldTid);
    const townSlug = placeSlug(town);
    if (!term || !townSlug) return [];
    const field = { tid: term.tid, label: term.label, pathAlias: termPathAlias(term.aliases, ctx.locale) };
    return [{ town, townSlug, field, count }];
  });
  return { openJobs: overview.openJobs, employers: overview.employers, featuredJobs, topEmployers, popularTownFields };
}

export const jobOverviewQueries: Pick<QueryResolvers, 'jobBoardOverview'> = {
  jobBoardOverview: (_parent, _args, ctx) => jobBoardOverview(ctx),
};
