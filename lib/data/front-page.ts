import 'server-only';
import { serverQuery } from '@/lib/data/graphql';
import { FRONT_PAGE } from '@/lib/graphql/documents/front-page';
import {
  buildJobSearchPayload,
  emptyJobSearchState,
  jobSearchHref,
  type JobSearchState,
} from '@/lib/search/job-search-state';
import type { TermLookup } from '@/lib/search/term-lookup';
import type { Region } from '@/regions/build-region';
import { loadTermLookup } from './taxonomy';
import { showsSiteJobs, showsSiteOrganizations } from './page-cache-tags';

/** Newest jobs the front page shows. */
export const NEWEST_JOBS = 6;
/** Towns the front page links. */
export const FRONT_PAGE_TOWNS = 12;
/** Room for the featured jobs, which the newest list leaves out (docs/product.md §9 top jobs: at most 6). */
const FEATURED_ROOM = 6;

/** A link of the front page to a listing: its label, open jobs and clean URL. */
export type ListingLink = { label: string; count: number; href: string };

const listingHref = (filters: JobSearchState['filters'], terms: TermLookup) =>
  jobSearchHref({ ...emptyJobSearchState(), filters }, terms);

/** The front page's search: the newest open jobs, counted by occupational field and by town. */
export function frontPagePayload(region: Region) {
  return buildJobSearchPayload(
    { ...emptyJobSearchState(), sorting: 'recency' },
    {
      language: region.DEFAULT_LOCALE,
      hideRadiusFor: region.GEO_INFO.radius.hideForLocationType,
      facets: ['occupational_field', 'job_location'],
      size: NEWEST_JOBS + FEATURED_ROOM,
    },
  );
}

/**
 * What the front page shows, from one GraphQL operation (jobBoardOverview and searchJobs): counts, featured
 * and newest jobs, top employers, and links to the listings of occupational fields, towns and town × field
 * landing pages, each with its open jobs. Links are built like the listing's own (jobSearchHref), so a
 * link's count is the count of the page it leads to.
 */
export async function loadFrontPage(region: Region) {
  const [{ data, error }, terms] = await Promise.all([
    serverQuery(
      { region, locale: region.DEFAULT_LOCALE, userId: null },
      { query: FRONT_PAGE, variables: { payload: frontPagePayload(region) } },
    ),
    loadTermLookup(),
    showsSiteJobs(region.id),
    showsSiteOrganizations(region.id),
  ]);
  if (error) throw error;
  const { jobBoardOverview: overview, searchJobs: search } = data!;
  const featuredIds = new Set(overview.featuredJobs.map((j) => j.id));
  const facet = (field: string) => search.facets.find((f) => f.field === field)?.values ?? [];
  return {
    openJobs: overview.openJobs,
    employers: overview.employers,
    featuredJobs: overview.featuredJobs,
    newestJobs: search.jobs.filter((j) => !featuredIds.has(j.id)).slice(0, NEWEST_JOBS),
    topEmployers: overview.topEmployers,
    fields: facet('occupational_field').map((v): ListingLink => ({
      label: v.label,
      count: v.count,
      href: listingHref({ occupational_field: [v.value] }, terms),
    })),
    towns: facet('job_location')
      .slice(0, FRONT_PAGE_TOWNS)
      .map((v): ListingLink => ({
        label: v.label,
        count: v.count,
        href: listingHref({ job_location: [v.value] }, terms),
      })),
    townFields: overview.popularTownFields.map((p): ListingLink & { town: string; field: string } => ({
      label: p.field.label,
      town: p.town,
      field: p.field.label,
      count: p.count,
      href: listingHref({ occupational_field: [String(p.field.tid)], job_location: [p.town] }, terms),
    })),
  };
}
