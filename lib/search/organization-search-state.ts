import type { OrganizationSearchPayload } from '@/lib/graphql/generated/operations';
import { JOB_SEARCH_LIMITS, ORGANIZATIONS_PER_PAGE } from '@/lib/contract';
import { splitFilterValue } from './job-search-state';
import { urlFilterValues, urlPage, urlSearchText } from './url-values';
import { firstValue } from '@/lib/routing/search-params';

/** docs/product.md §9 facets of the employer search, in display order. */
export const ORGANIZATION_FACETS = ['industry', 'occupation', 'field_of_study'] as const;
export type OrganizationFacet = (typeof ORGANIZATION_FACETS)[number];

export type OrganizationSearchState = {
  search: string;
  page: number;
  filters: Partial<Record<OrganizationFacet, string[]>>;
};

type Query = Record<string, string | string[] | undefined>;

/** What an /organizations URL asks for; values the search cannot use are left out, so it never fails. */
export function parseOrganizationSearch(query: Query): OrganizationSearchState {
  const filters: OrganizationSearchState['filters'] = {};
  let room = JOB_SEARCH_LIMITS.conditions;
  for (const field of ORGANIZATION_FACETS) {
    const raw = query[field];
    const given = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap(splitFilterValue);
    const values = [...new Set(urlFilterValues(given, true).filter((v) => v !== '!'))].slice(0, room);
    room -= values.length;
    if (values.length) filters[field] = values;
  }
  return {
    search: urlSearchText(firstValue(query.search)),
    page: urlPage(firstValue(query.page), ORGANIZATIONS_PER_PAGE),
    filters,
  };
}

/** The payload: one OR group per facet field, the fields ANDed (docs/product.md §5), 12 per page, facet counts. */
export function buildOrganizationSearchPayload(
  state: OrganizationSearchState,
  options: { language: string; featuredOnly: boolean; facets: readonly OrganizationFacet[] },
): OrganizationSearchPayload {
  const groups = ORGANIZATION_FACETS.flatMap((field) => {
    const values = state.filters[field] ?? [];
    return values.length
      ? [{ conjunction: 'OR', conditions: values.map((value) => ({ name: field, operator: '=', value })) }]
      : [];
  });
  const first = state.page * ORGANIZATIONS_PER_PAGE;
  return {
    language: options.language,
    facets: options.facets.map((field) => ({ field, limit: 100, operator: 'OR', min_count: 1, missing: false })),
    condition_group: groups.length ? { conjunction: 'AND', groups } : null,
    fulltext: state.search ? { keys: state.search } : null,
    range: { first, last: first + ORGANIZATIONS_PER_PAGE },
    featuredOnly: options.featuredOnly,
  };
}

/** The internal listing path of a state (`/organizations?…`); pages translate it with cleanLink (/arbeitgeber). */
export function organizationSearchHref(state: OrganizationSearchState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const field of ORGANIZATION_FACETS)
    if (state.filters[field]?.length) params.set(field, state.filters[field]!.join(','));
  if (state.page > 0) params.set('page', String(state.page + 1));
  const query = params.toString();
  return `/organizations${query ? `?${query}` : ''}`;
}

export function toggleOrganizationFacet(
  state: OrganizationSearchState,
  field: OrganizationFacet,
  value: string,
): OrganizationSearchState {
  const current = state.filters[field] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 0, filters: { ...state.filters, [field]: next } };
}
