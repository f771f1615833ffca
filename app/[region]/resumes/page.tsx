import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AUTH_PAGES } from '@/lib/auth/constants';
import { intentQuery } from '@/lib/auth/dispatch';
import { loadResumeSearch } from '@/lib/data/resume-search';
import { RESUMES_PER_PAGE, type ResumeFacetField } from '@/lib/contract';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { regionNames } from '@/lib/region/region-names';
import {
  hasFilters,
  parseResumeSearch,
  resumeSearchHref,
  type ResumeSearchState,
  toggleResumeFacet,
} from '@/lib/resume-search/search-state';
import { cleanLink } from '@/lib/routing/links';
import type { PageQuery } from '@/lib/routing/search-params';
import { facetGroups } from '@/lib/search/facet-groups';
import { siteUrl } from '@/regions/site-origin';
import { SaveResumeAlert } from '@/components/resume-alerts/save-resume-alert';
import { ResumeHit } from '@/components/resume-search/resume-hit';
import { ResumeSearchAccess } from '@/components/resume-search/resume-search-access';
import { ResumeSearchForm } from '@/components/resume-search/resume-search-form';
import styles from '@/components/resume-search/resume-search.module.scss';
import { Pagination } from '@/components/search/pagination';
import { SearchLayout } from '@/components/search/search-layout';

type Props = { params: RegionParams; searchParams: Promise<PageQuery> };

/** Resumes are personal data behind a sign-in: no search engine lists the search or its results. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const region = await getPageRegion(params);
  const t = await getTranslations('meta');
  return {
    title: t('resumesTitle'),
    description: t('resumesDescription', regionNames(region)),
    alternates: { canonical: siteUrl(region, cleanLink('internal:/resumes', region)) },
    robots: { index: false, follow: false },
  };
}

/**
 * docs/product.md §2 /resumes (public path /bewerbersuche): the resume search for recruiters with an active
 * subscription on the site and admin-like users — words, a place with a radius and the docs/product.md §9 facets as a
 * plain GET form and links, 10 per page. Anonymous visitors are asked to sign in and come back; other signed-in users
 * read how to get access.
 */
export default async function ResumesPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const t = await getTranslations('resumes');
  const ts = await getTranslations('resumeSearch');
  const state = parseResumeSearch(await searchParams);
  const href = (next: ResumeSearchState) => cleanLink(`internal:${resumeSearchHref(next)}`, region);
  const page = await loadResumeSearch(region, state);
  const intro = (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro', regionNames(region))}</p>
    </>
  );
  if (page.kind === 'signIn') {
    const back = intentQuery({ callbackUrl: href(state), dispatch: null, destination: null });
    return (
      <>
        {intro}
        <ResumeSearchAccess kind="signIn" signInHref={`${AUTH_PAGES.signIn}${back}`} />
      </>
    );
  }
  if (page.kind === 'subscribe')
    return (
      <>
        {intro}
        <ResumeSearchAccess
          kind="subscribe"
          applicant={page.applicant}
          checkoutHref={cleanLink('internal:/checkout', region)}
        />
      </>
    );
  const { result, unknownPlace } = page;
  const pages = Math.ceil(result.total / RESUMES_PER_PAGE);
  return (
    <>
      {intro}
      <ResumeSearchForm state={state} action={cleanLink('internal:/resumes', region)} />
      {unknownPlace && (
        <p className={styles.unknownPlace} role="status">
          {ts('form.unknownPlace')}
        </p>
      )}
      <SearchLayout
        filtersTitle={ts('filtersHeading')}
        reset={hasFilters(state) ? { href: href({ ...state, page: 0, filters: {} }), label: ts('resetFilters') } : null}
        facets={facetGroups<ResumeFacetField, ResumeSearchState>(
          result.facets.filter((f) => f.values.length > 0),
          state,
          { toggle: toggleResumeFacet, href, t: (key, values) => ts(key, values) },
        )}
        resultsHeading={{ id: 'resume-results', text: ts('results.count', { count: result.total }) }}
      >
        {result.total === 0 && <p>{ts('results.none')}</p>}
        <ul className={styles.list}>
          {result.hits.map((hit) => (
            <li key={hit.id}>
              <ResumeHit hit={hit} href={cleanLink(`internal:/resumes/${hit.id}`, region)} />
            </li>
          ))}
        </ul>
        <Pagination
          current={state.page}
          pages={pages}
          hrefFor={(p) => href({ ...state, page: p })}
          labels={{
            pagination: ts('pagination'),
            previous: ts('previous'),
            next: ts('next'),
            pageN: (p) => ts('pageN', { page: p }),
            currentPage: (p) => ts('currentPage', { page: p }),
          }}
        />
      </SearchLayout>
      <SaveResumeAlert state={state} region={region} />
    </>
  );
}
