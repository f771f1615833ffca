import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { siteUrl } from '@/regions/site-origin';
import { cleanLink } from '@/lib/routing/links';
import { serverQuery } from '@/lib/data/graphql';
import { showsSiteJobs, showsSiteOrganizations } from '@/lib/data/page-cache-tags';
import { SEARCH_ORGANIZATIONS } from '@/lib/graphql/documents/organizations';
import {
  buildOrganizationSearchPayload,
  ORGANIZATION_FACETS,
  type OrganizationSearchState,
  organizationSearchHref,
  parseOrganizationSearch,
  toggleOrganizationFacet,
} from '@/lib/search/organization-search-state';
import { facetGroups } from '@/lib/search/facet-groups';
import { OrganizationTeaser } from '@/components/organizations/organization-teaser';
import { SearchLayout } from '@/components/search/search-layout';
import { Pagination } from '@/components/search/pagination';
import formStyles from '@/components/jobs/job-search-form.module.scss';
import styles from './organizations-page.module.scss';
import { regionNames } from '@/lib/region/region-names';
import { ORGANIZATIONS_PER_PAGE } from '@/lib/contract';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function resolve(props: Props) {
  const region = await getPageRegion(props.params);
  const state = parseOrganizationSearch(await props.searchParams);
  // docs/product.md §9 field-of-studies facet only where the FIELDS_OF_STUDY feature is on.
  const facets = ORGANIZATION_FACETS.filter((f) => f !== 'field_of_study' || region.FEATURES.FIELDS_OF_STUDY);
  const payload = buildOrganizationSearchPayload(state, {
    language: region.DEFAULT_LOCALE,
    featuredOnly: region.FEATURES.SHOW_ONLY_FEATURED_ORGANIZATIONS,
    facets,
  });
  const [{ data, error }] = await Promise.all([
    serverQuery(
      { region, locale: region.DEFAULT_LOCALE, userId: null },
      { query: SEARCH_ORGANIZATIONS, variables: { payload } },
    ),
    // Employers are listed with their open jobs.
    showsSiteOrganizations(region.id),
    showsSiteJobs(region.id),
  ]);
  if (error) throw error;
  return { region, state, result: data!.searchOrganizations };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { region, state, result } = await resolve(props);
  const t = await getTranslations('meta');
  const vars = regionNames(region);
  return {
    title: t('organizationsTitle', vars),
    description: t('organizationsDescription', vars),
    alternates: { canonical: siteUrl(region, cleanLink(`internal:${organizationSearchHref(state)}`, region)) },
    robots: result.total === 0 ? { index: false, follow: true } : undefined,
  };
}

/**
 * docs/product.md §2 /organizations (public path /arbeitgeber): employer search, 12 per page, facets with counts,
 * featured employers.
 */
export default async function OrganizationsPage(props: Props) {
  const { region, state, result } = await resolve(props);
  const t = await getTranslations('organizations');
  const vars = regionNames(region);
  const href = (next: OrganizationSearchState) => cleanLink(`internal:${organizationSearchHref(next)}`, region);
  const pages = Math.ceil(result.total / ORGANIZATIONS_PER_PAGE);
  const anyFilter = ORGANIZATION_FACETS.some((f) => (state.filters[f]?.length ?? 0) > 0);
  return (
    <>
      <h1>{t('heading', vars)}</h1>
      <p>{t('intro', vars)}</p>
      <form
        className={formStyles.form}
        action={cleanLink('internal:/organizations', region)}
        method="get"
        role="search"
        aria-label={t('searchLabel')}
      >
        <div className={formStyles.field}>
          <label htmlFor="org-search">{t('searchField')}</label>
          <input id="org-search" name="search" type="search" defaultValue={state.search} autoComplete="off" />
        </div>
        <button type="submit" className={`button ${formStyles.submit}`}>
          {t('submit')}
        </button>
      </form>
      {result.featured.length > 0 && state.page === 0 && !state.search && !anyFilter && (
        <section className={styles.featured} aria-labelledby="org-featured">
          <h2 id="org-featured">{t('featuredHeading')}</h2>
          <ul className={styles.grid}>
            {result.featured.map((o) => (
              <li key={o.id}>
                <OrganizationTeaser organization={o} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <SearchLayout
        filtersTitle={t('filtersHeading')}
        reset={anyFilter ? { href: href({ ...state, page: 0, filters: {} }), label: t('resetFilters') } : null}
        facets={facetGroups(result.facets, state, { toggle: toggleOrganizationFacet, href, t })}
        resultsHeading={{ id: 'org-results', text: t('resultCount', { count: result.total }) }}
      >
        {result.total === 0 && <p>{t('noResults')}</p>}
        <ul className={styles.grid}>
          {result.organizations.map((o) => (
            <li key={o.id}>
              <OrganizationTeaser organization={o} />
            </li>
          ))}
        </ul>
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
      </SearchLayout>
    </>
  );
}
