import type { Metadata } from 'next';
import Link from 'next/link';
import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { siteUrl } from '@/regions/site-origin';
import type { TermLookup } from '@/lib/search/term-lookup';
import type { SearchJobsQuery } from '@/lib/graphql/generated/operations';
import {
  jobSearchHref,
  type JobSearchState,
  LISTING_FACETS,
  shouldNoindex,
  toggleFacetValue,
} from '@/lib/search/job-search-state';
import { facetGroups } from '@/lib/search/facet-groups';
import { withExperienceRanges } from '@/lib/search/experience-facet';
import {
  listingDescription,
  listingHeading,
  listingSubject,
  listingTitle,
  titleWithoutRepeat,
} from '@/lib/search/listing-title';
import { pageCount } from '@/lib/search/result-pages';
import type { Region } from '@/regions/build-region';
import { SearchLayout } from '@/components/search/search-layout';
import { Pagination } from '@/components/search/pagination';
import { ActiveFilters } from '@/components/search/active-filters';
import { JobSearchForm } from './job-search-form';
import { JobTeaser } from './job-teaser';
import { JobAlertForm } from './job-alert-form';
import { fetchedCaptchaTexts } from '@/lib/data/captcha';
import { SearchFallbackNotice } from './search-fallback-notice';
import { UnknownPlace } from './unknown-place';
import styles from './job-listing.module.scss';
import { regionNames } from '@/lib/region/region-names';
import { JOBS_PER_PAGE } from '@/lib/contract';
import { searchDimensions } from '@/lib/analytics/page-dimensions';
import { AnalyticsPageEvent } from '@/components/cookie-consent/analytics-page-event';

/** A town landing page (/jobs/<town>, /jobs/<field>/<town>): its town, field and open jobs without other filters. */
export type TownLanding = { town: string; field: string | null; count: number };
type Listing = {
  region: Region;
  terms: TermLookup;
  state: JobSearchState;
  result: SearchJobsQuery['searchJobs'];
  landing?: TownLanding | null;
};

/** docs/product.md §9: an ad teaser after every fifth result. */
const AD_EVERY = 5;

export async function jobListingMetadata(listing: Listing): Promise<Metadata> {
  const { region, terms, state, result } = listing;
  const t = await getTranslations('jobs.listing');
  const subject = listingSubject({ ...listing, town: listing.landing?.town });
  return {
    title: titleWithoutRepeat(listingTitle(t, subject), region.SITENAME),
    description: listingDescription(t, subject),
    alternates: { canonical: siteUrl(region, jobSearchHref(state, terms)) },
    robots: shouldNoindex(result.fallback ? 0 : result.total) ? { index: false, follow: true } : undefined,
  };
}

/**
 * docs/product.md §2 job listing: search form, filters with counts, 10 results per page, all as links and GET forms (no
 * JS needed).
 */
export async function JobListing(listing: Listing) {
  const { region, terms, state, result, landing } = listing;
  const t = await getTranslations('jobs');
  const tl = await getTranslations('jobs.listing');
  const subject = listingSubject({ ...listing, town: landing?.town });
  const ta = await getTranslations('jobAlert');
  const te = await getTranslations('experience');
  const pages = pageCount(result.total, JOBS_PER_PAGE);
  const href = (next: JobSearchState) => jobSearchHref(next, terms);
  const anyFilter = LISTING_FACETS.some((f) => (state.filters[f]?.length ?? 0) > 0);
  const facets = withExperienceRanges(
    facetGroups(result.facets, state, { toggle: toggleFacetValue, href, t }),
    result.facets,
    state,
    { href, t, range: (key) => te(key) },
  );

  return (
    <>
      <h1 className={styles.heading}>{listingHeading(tl, subject)}</h1>
      <AnalyticsPageEvent event="job_search" params={searchDimensions(state, facets, result)} />
      {landing && <p>{listingDescription(tl, subject)}</p>}
      <JobSearchForm
        region={region}
        action="/jobs"
        search={state.search}
        place={state.place}
        radius={state.radius ?? undefined}
        area={
          state.locationType && state.lat === null
            ? { locationType: state.locationType, administrativeArea: state.administrativeArea, country: state.country }
            : null
        }
      />
      <UnknownPlace region={region} state={state} href={href} />
      <SearchLayout
        filtersTitle={t('filtersHeading')}
        reset={anyFilter ? { href: href({ ...state, page: 0, filters: {} }), label: t('resetFilters') } : null}
        facets={facets}
        resultsHeading={{
          id: 'jobs-results',
          text:
            state.lat !== null && state.radius !== null
              ? t('resultCountWithPlace', { count: result.total, radius: state.radius, place: state.place })
              : state.place && state.locationType
                ? t(state.locationType === 'postal_code' ? 'resultCountInPostalArea' : 'resultCountInArea', {
                    count: result.total,
                    place: state.place,
                  })
                : t('resultCount', { count: result.total }),
        }}
        toolbar={
          <nav className={styles.sort} aria-label={t('sortLabel')}>
            {(['relevancy', 'recency'] as const).map((sorting) => {
              const label = t(sorting === 'relevancy' ? 'sortRelevancy' : 'sortRecency');
              return state.sorting === sorting ? (
                <span key={sorting} aria-current="true" className={styles.sortActive}>
                  {label}
                </span>
              ) : (
                <Link key={sorting} href={href({ ...state, sorting, page: 0 })} prefetch={false} rel="nofollow">
                  {label}
                </Link>
              );
            })}
          </nav>
        }
      >
        <ActiveFilters facets={facets} />
        {result.total === 0 && <p>{t('noResults')}</p>}
        <SearchFallbackNotice search={state.search} result={result} />
        <ol className={styles.list}>
          {result.jobs.map((job, i) => (
            <Fragment key={job.id}>
              <li>
                <JobTeaser job={job} region={region} headingLevel="h3" />
              </li>
              {(i + 1) % AD_EVERY === 0 && i + 1 < result.jobs.length && (
                <li className={styles.ad}>
                  <p className={styles.adTitle}>{t('adTitle')}</p>
                  <p>{t('adText', { ...regionNames(region), site: region.SITENAME })}</p>
                  <Link href="/job/wizard" prefetch={false}>
                    {t('adLink')}
                  </Link>
                </li>
              )}
            </Fragment>
          ))}
        </ol>
        <Pagination
          current={state.page}
          pages={pages}
          hrefFor={(page) => href({ ...state, page })}
          labels={{
            pagination: t('pagination'),
            previous: t('previous'),
            next: t('next'),
            pageN: (page) => t('pageN', { page }),
            currentPage: (page) => t('currentPage', { page }),
          }}
        />
        <section className={styles.alert} aria-labelledby="job-alert">
          <h2 id="job-alert">{ta('heading')}</h2>
          <p>{ta('intro')}</p>
          {/* The alert island gets only its own strings. */}
          <NextIntlClientProvider messages={{ jobAlert: messages.jobAlert }}>
            <JobAlertForm listing={href({ ...state, page: 0 })} captcha={fetchedCaptchaTexts(region)} />
          </NextIntlClientProvider>
        </section>
      </SearchLayout>
    </>
  );
}
