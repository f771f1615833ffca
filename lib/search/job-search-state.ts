import type { JobSearchPayload } from '@/lib/graphql/generated/operations';
import {
  filterConditionGroups,
  isJobTermField,
  isNumericJobField,
  JOB_SEARCH_LIMITS,
  JOBS_PER_PAGE,
  type JobFacetField,
} from '@/lib/contract';
import {
  decodeSegment,
  urlCoordinate,
  urlCountry,
  urlFilterValues,
  urlLocationType,
  urlNumber,
  urlPage,
  urlSearchText,
  urlText,
  urlUuid,
} from './url-values';
import { firstValue } from '@/lib/routing/search-params';
import { searchArea } from './search-area';
import type { TermLookup } from './term-lookup';
import { type ResolvedTown, TOWN_PATH_FACET, townSegment } from './town-path';

/** Facet fields of the listing, in the order their filters are shown and written into URLs. */
export const LISTING_FACETS = [
  'occupational_field',
  'employment_type',
  'remote_options',
  'degree_level',
  'job_location',
  'job_organization_name',
  'years_of_experience',
] as const satisfies readonly JobFacetField[];
export type ListingFacet = (typeof LISTING_FACETS)[number];
/**
 * Facets whose values are taxonomy terms with docs/product.md §2 path aliases (the search's term fields), in listing
 * order.
 */
export const PATH_FACETS: readonly ListingFacet[] = LISTING_FACETS.filter(isJobTermField);
/** Facets whose values are numbers (term ids, years); the others are names (places, organization slugs). */
const NUMERIC_FACETS: readonly ListingFacet[] = LISTING_FACETS.filter(isNumericJobField);
/** Filter values of one listing: the API's condition limit, less the title and job id conditions. */
export const MAX_FILTER_VALUES = JOB_SEARCH_LIMITS.conditions - 2;
/** docs/product.md §9: at most two facet values in the path of a job listing (clean SEO URLs). */
export const MAX_PATH_FACETS = 2;

/** What a listing URL asks for (docs/product.md §2 query parameters plus facet filters). */
export type JobSearchState = {
  search: string;
  place: string;
  lat: number | null;
  lon: number | null;
  locationType: string | null;
  country: string | null;
  administrativeArea: string | null;
  radius: number | null;
  /** 0-based; the URL's `page` counts from 1 for people. */
  page: number;
  sorting: 'relevancy' | 'recency';
  jobId: string | null;
  title: string;
  filters: Partial<Record<ListingFacet, string[]>>;
};

type Query = Record<string, string | string[] | undefined>;

/**
 * docs/product.md §5 filter values: a comma list whose parts are all numeric is split into single values; duplicates
 * go. Other values (place names, organization slugs) stay whole.
 */
export function splitFilterValue(value: string): string[] {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const list = parts.length > 1 && parts.every((p) => /^\d+$/.test(p)) ? parts : [value.trim()].filter(Boolean);
  return [...new Set(list)];
}

/**
 * Parses `/jobs/<alias>/<alias>?…`; null when a path segment is no known facet value (the page is a 404).
 * `town`: the resolved town segment the path ends in (town-path.ts), a place filter. Query values the
 * search cannot use are left out (url-values.ts), so any query string gives a listing.
 */
export function parseJobSearchUrl(
  segments: readonly string[],
  query: Query,
  terms: TermLookup,
  town: ResolvedTown | null = null,
): JobSearchState | null {
  const filters: Partial<Record<ListingFacet, string[]>> = {};
  let room = MAX_FILTER_VALUES;
  const add = (field: ListingFacet, values: string[]) => {
    const fresh = values.filter((v) => !filters[field]?.includes(v)).slice(0, room);
    room -= fresh.length;
    if (fresh.length) filters[field] = [...(filters[field] ?? []), ...fresh];
  };
  for (const [i, segment] of segments.entries()) {
    const decoded = decodeSegment(segment);
    if (town && i === segments.length - 1 && decoded === town.slug) {
      add('job_location', [town.label]);
      continue;
    }
    const term = decoded === null ? undefined : terms.byAlias(decoded.toLowerCase());
    if (!term || !(PATH_FACETS as readonly string[]).includes(term.field)) return null;
    add(term.field as ListingFacet, [term.value]);
  }
  for (const field of LISTING_FACETS) {
    const raw = query[field];
    const numeric = NUMERIC_FACETS.includes(field);
    for (const value of Array.isArray(raw) ? raw : raw ? [raw] : [])
      add(field, urlFilterValues(splitFilterValue(value), numeric));
  }
  const locationType = urlLocationType(firstValue(query.locationType));
  const administrativeArea = urlText(firstValue(query.administrative_area_level_1), 100) || null;
  return {
    search: urlSearchText(firstValue(query.search)),
    place: urlText(firstValue(query.geo_location)),
    lat: urlCoordinate(firstValue(query.lat), 90),
    lon: urlCoordinate(firstValue(query.lon), 180),
    // A state-wide search names its state; without one it is no place filter. A state without a
    // locationType (docs/product.md §2 lists both parameters) is still a state-wide search.
    locationType:
      locationType === 'administrative_area_level_1' && !administrativeArea
        ? null
        : (locationType ?? (administrativeArea ? 'administrative_area_level_1' : null)),
    country: urlCountry(firstValue(query.country)),
    administrativeArea,
    radius: urlNumber(firstValue(query.radius)),
    page: urlPage(firstValue(query.page), JOBS_PER_PAGE),
    sorting: firstValue(query.sorting) === 'recency' ? 'recency' : 'relevancy',
    jobId: urlUuid(firstValue(query.jobId)),
    title: urlText(firstValue(query.title)),
    filters,
  };
}

/** docs/product.md §2: a single-organization view when exactly one organization value is set or a jobId is present. */
export function isSingleOrganizationView(state: JobSearchState): boolean {
  return state.filters.job_organization_name?.length === 1 || state.jobId !== null;
}

/** A listing without words, place or filters: the base of the searches pages make on their own. */
export function emptyJobSearchState(): JobSearchState {
  return {
    search: '',
    place: '',
    lat: null,
    lon: null,
    locationType: null,
    country: null,
    administrativeArea: null,
    radius: null,
    page: 0,
    sorting: 'relevancy',
    jobId: null,
    title: '',
    filters: {},
  };
}

/**
 * The docs/product.md §7 payload for a state, as docs/product.md §5 says: facets with limit 100, OR, min_count 1,
 * missing false; one OR group per field; the title filter with LIKE; 'relevancy' adds no sort, 'recency' sorts by
 * publishing date; page below 1 becomes 0; no radius for states and countries (docs/product.md §9).
 */
export function buildJobSearchPayload(
  state: JobSearchState,
  options: { language: string; hideRadiusFor: readonly string[]; facets?: readonly ListingFacet[]; size?: number },
): JobSearchPayload {
  const filters = [
    ...LISTING_FACETS.flatMap((field) => (state.filters[field] ?? []).map((value) => ({ field, value }))),
    ...(state.title ? [{ field: 'title' as const, value: state.title }] : []),
    ...(state.jobId ? [{ field: 'job_id' as const, value: state.jobId }] : []),
  ];
  const groups = filterConditionGroups(filters).map((group) => ({
    conjunction: 'OR',
    conditions: group.map(({ field, operator, value }) => ({ name: field, operator, value })),
  }));
  const hasPoint = state.lat !== null && state.lon !== null;
  const radiusHidden = state.locationType !== null && options.hideRadiusFor.includes(state.locationType);
  const area = searchArea(state);
  // A postal area ("90") is searched by the leading digits of the jobs' postal codes, without a point.
  const postalArea = area?.kind === 'postalArea';
  const wantsGeo = hasPoint || area !== null;
  const size = options.size ?? JOBS_PER_PAGE;
  const first = Math.max(0, state.page) * size;
  return {
    language: options.language,
    facets: (options.facets ?? LISTING_FACETS).map((field) => ({
      field,
      limit: 100,
      operator: 'OR',
      min_count: 1,
      missing: false,
    })),
    condition_group: groups.length ? { conjunction: 'AND', groups } : null,
    fulltext: state.search ? { keys: state.search } : null,
    geoLocation: wantsGeo
      ? {
          label: state.place || null,
          country: state.country,
          administrativeArea: state.administrativeArea,
          lat: state.lat,
          lon: state.lon,
          radius: radiusHidden || !hasPoint ? null : state.radius,
          locationType: state.locationType,
          postalCode: postalArea ? state.place : null,
        }
      : null,
    range: { first, last: first + size },
    sorts: state.sorting === 'recency' ? [{ field: 'field_job_publishing_date', value: 'desc' }] : null,
  };
}

/**
 * The clean URL of a state: up to two single-valued term facets as path segments (in LISTING_FACETS
 * order), or one chosen town last, after at most its occupational field (town-path.ts); everything else as
 * query parameters in a stable order; page 1 and defaults left out.
 */
export function jobSearchHref(state: JobSearchState, terms: TermLookup): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  const inPath = new Set<ListingFacet>();
  const town = townSegment(state.filters.job_location);
  for (const field of town ? [TOWN_PATH_FACET] : PATH_FACETS) {
    const values = state.filters[field] ?? [];
    const alias = values.length === 1 ? terms.aliasOf(field, values[0]) : undefined;
    if (alias && segments.length < MAX_PATH_FACETS) {
      segments.push(encodeURIComponent(alias));
      inPath.add(field);
    }
  }
  if (town) {
    segments.push(town);
    inPath.add('job_location');
  }
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set('search', state.search);
  set('geo_location', state.place);
  set('lat', state.lat);
  set('lon', state.lon);
  set('locationType', state.locationType);
  set('country', state.country);
  set('administrative_area_level_1', state.administrativeArea);
  set('radius', state.radius);
  for (const field of LISTING_FACETS) {
    const values = state.filters[field] ?? [];
    if (!values.length || inPath.has(field)) continue;
    // Numeric values as the docs/product.md §5 comma list; names (places, organizations) may hold commas: one parameter
    // each.
    if (values.every((v) => /^\d+$/.test(v))) params.set(field, values.join(','));
    else for (const value of values) params.append(field, value);
  }
  set('title', state.title);
  set('jobId', state.jobId);
  if (state.sorting === 'recency') params.set('sorting', 'recency');
  if (state.page > 0) params.set('page', String(state.page + 1));
  const query = params.toString();
  return `/jobs${segments.length ? `/${segments.join('/')}` : ''}${query ? `?${query}` : ''}`;
}

/** The same search with one facet value added or removed, from the first page. */
export function toggleFacetValue(state: JobSearchState, field: ListingFacet, value: string): JobSearchState {
  const current = state.filters[field] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 0, filters: { ...state.filters, [field]: next } };
}

/** Empty result pages are kept out of search engines (docs/product.md §9 "empty pages noindex"). */
export function shouldNoindex(total: number): boolean {
  return total === 0;
}
