import 'server-only';
import { serverQuery } from '@/lib/data/graphql';
import { SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import type { JobTeaserFieldsFragment } from '@/lib/graphql/generated/operations';
import { buildJobSearchPayload, emptyJobSearchState, jobSearchHref } from '@/lib/search/job-search-state';
import type { Region } from '@/regions/build-region';
import { LANDING_ADS_COUNT, landingAdsPlan, pickLandingAds } from '@/server/landing-ads/landing-ads';
import { showsSiteJobs } from './page-cache-tags';
import { loadTermLookup } from './taxonomy';

/** Hits asked for: room for featured jobs beyond the newest few (docs/product.md §9 top jobs: at most 6). */
const SEARCHED = LANDING_ADS_COUNT + 6;

/**
 * A landing page's ad block: its jobs, the search they match ('' for the site's newest) and the full listing in the
 * block's order.
 */
export type LandingAds = { jobs: JobTeaserFieldsFragment[]; search: string; href: string };

async function newestMatching(region: Region, search: string) {
  const state = { ...emptyJobSearchState(), search, sorting: 'recency' as const };
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId: null },
    {
      query: SEARCH_JOBS,
      variables: {
        payload: buildJobSearchPayload(state, {
          language: region.DEFAULT_LOCALE,
          hideRadiusFor: region.GEO_INFO.radius.hideForLocationType,
          facets: [],
          size: SEARCHED,
        }),
      },
    },
  );
  if (error) throw error;
  // A widened search (docs/product.md §7 fallback) no longer matches the page's words.
  return { state, jobs: data!.searchJobs.fallback ? [] : data!.searchJobs.jobs };
}

/**
 * The current jobs of a landing page's block (docs/product-decisions.md "Job ads on landing pages"): the newest
 * matching its search, featured first; the site's newest when the search finds none; null when the site has no
 * open job. Anonymous, like the page, and tagged so a changed job purges the cached page.
 */
export async function loadLandingAds(region: Region, search: string): Promise<LandingAds | null> {
  const [first, terms] = await Promise.all([
    newestMatching(region, search),
    loadTermLookup(),
    showsSiteJobs(region.id),
  ]);
  const found = first.jobs.length || !search ? first : await newestMatching(region, '');
  if (!found.jobs.length) return null;
  return {
    jobs: pickLandingAds(found.jobs),
    search: found.state.search,
    href: jobSearchHref(found.state, terms),
  };
}

/**
 * A landing page's body without ad markers and its ad block: null where LANDING_ADS is off, on legal texts and
 * where the site has no open job.
 */
export async function loadLandingPageAds(
  region: Region,
  slug: string,
  body: string,
): Promise<{ body: string; ads: LandingAds | null }> {
  const plan = landingAdsPlan(region, slug, body);
  return { body: plan.body, ads: plan.ads && (await loadLandingAds(region, plan.ads.search)) };
}
