import { MAX_FILTER_VALUES, MAX_RESUME_PAGE, RESUME_FACET_FIELDS, type ResumeFacetField } from '@/lib/contract';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { urlNumber, urlSearchText, urlText } from '@/lib/search/url-values';

/** The radius choices of the search form (km); 30 when none is given. */
export const RADIUS_CHOICES = [10, 20, 30, 50, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 30;

/** What a /bewerbersuche URL asks for: words, a place by name and a radius, facet values, a 0-based page. */
export type ResumeSearchState = {
  search: string;
  place: string;
  radius: number;
  page: number;
  filters: Partial<Record<ResumeFacetField, string[]>>;
};

const values = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw : raw ? [raw] : []);

/**
 * A URL's search, read leniently like the job search's: what the API would refuse (a tid that is no number,
 * a radius not offered, a page past the deepest) is dropped or clamped, so a hand-edited URL shows results.
 */
export function parseResumeSearch(query: PageQuery): ResumeSearchState {
  const filters: ResumeSearchState['filters'] = {};
  for (const field of RESUME_FACET_FIELDS) {
    // Tids as a comma list; place names (which may hold commas) one parameter each.
    const given =
      field === 'region'
        ? values(query[field]).map((v) => urlText(v, 100))
        : values(query[field]).flatMap((v) => v.split(',').filter((t) => /^\d{1,9}$/.test(t)));
    const chosen = [...new Set(given.filter(Boolean))].slice(0, MAX_FILTER_VALUES);
    if (chosen.length) filters[field] = chosen;
  }
  const radius = urlNumber(firstValue(query.radius));
  const page = Math.floor(urlNumber(firstValue(query.page)) ?? 1);
  return {
    search: urlSearchText(firstValue(query.search)),
    place: urlText(firstValue(query.geo_location), 100),
    radius: RADIUS_CHOICES.find((r) => r === radius) ?? DEFAULT_RADIUS_KM,
    page: Math.min(Math.max(page, 1), MAX_RESUME_PAGE) - 1,
    filters,
  };
}

/** The internal path of a state (`/resumes?…`, public /bewerbersuche through cleanLink), parameters in one order. */
export function resumeSearchHref(state: ResumeSearchState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.place) {
    params.set('geo_location', state.place);
    params.set('radius', String(state.radius));
  }
  for (const field of RESUME_FACET_FIELDS) {
    const chosen = state.filters[field] ?? [];
    if (field === 'region') for (const value of chosen) params.append(field, value);
    else if (chosen.length) params.set(field, chosen.join(','));
  }
  if (state.page > 0) params.set('page', String(state.page + 1));
  const query = params.toString();
  return `/resumes${query ? `?${query}` : ''}`;
}

/** The state with a facet value chosen or, when it was, taken away; back to the first page. */
export function toggleResumeFacet(state: ResumeSearchState, field: ResumeFacetField, value: string): ResumeSearchState {
  const current = state.filters[field] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 0, filters: { ...state.filters, [field]: next } };
}

export const hasFilters = (state: ResumeSearchState) =>
  RESUME_FACET_FIELDS.some((field) => (state.filters[field]?.length ?? 0) > 0);
