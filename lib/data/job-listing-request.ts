import 'server-only';
import type { Region } from '@/regions/build-region';
import type { TermLookup } from '@/lib/search/term-lookup';
import { placeForLabel } from './places';
import type { JobSearchPayload } from '@/lib/graphql/generated/operations';
import type { ResolvedTown } from '@/lib/search/town-path';
import { buildJobSearchPayload, type JobSearchState, parseJobSearchUrl } from '@/lib/search/job-search-state';

type Query = Record<string, string | string[] | undefined>;

const NO_PLACE = { lat: null, lon: null, locationType: null, administrativeArea: null, country: null } as const;

/**
 * A typed place without coordinates (the form without JavaScript, a link) is looked up: quick-picks, postal
 * codes and areas, states and countries, then the gazetteer. The typed text wins over area parameters it
 * came with (a state search's hidden fields after a new place was typed). Unknown text stays as typed,
 * without any place filter; the listing says so and offers the closest names.
 */
export function withPlace(state: JobSearchState, region: Region): JobSearchState {
  if (state.lat !== null) return state;
  if (!state.place)
    return state.locationType === 'administrative_area_level_1'
      ? { ...state, place: state.administrativeArea ?? '' }
      : state;
  const target = placeForLabel(region, state.place);
  switch (target?.kind) {
    case undefined:
      // A state we have no name for (a hand-written URL) is still searched as the URL says.
      return state.locationType === 'administrative_area_level_1' && state.place === state.administrativeArea
        ? state
        : { ...state, ...NO_PLACE };
    case 'locality':
    case 'postalCode':
      return {
        ...state,
        ...NO_PLACE,
        place: target.label,
        lat: target.lat,
        lon: target.lon,
        locationType: target.kind === 'locality' ? 'locality' : 'postal_code',
      };
    case 'postalArea':
      return { ...state, ...NO_PLACE, place: target.label, locationType: 'postal_code' };
    case 'state':
      return {
        ...state,
        ...NO_PLACE,
        place: target.label,
        locationType: 'administrative_area_level_1',
        administrativeArea: target.state,
      };
    case 'country':
      return { ...state, ...NO_PLACE, place: target.label, locationType: 'country', country: target.code };
  }
}

/**
 * What a /jobs URL asks for: the listing state (typed place resolved, radius limited to the site's
 * options) and the docs/product.md §7 payload for it; null for an unknown facet path segment (a 404). `town`: the town
 * segment the path ends in, resolved (lib/data/listing-town.ts).
 */
export function jobListingRequest(
  region: Region,
  taxonomy: readonly string[],
  query: Query,
  terms: TermLookup,
  town: ResolvedTown | null = null,
): { state: JobSearchState; payload: JobSearchPayload } | null {
  const parsed = parseJobSearchUrl(taxonomy, query, terms, town);
  if (!parsed) return null;
  const state = withPlace(parsed, region);
  const radius =
    state.radius !== null && region.GEO_INFO.radius.options.includes(state.radius)
      ? state.radius
      : region.GEO_INFO.radius.defaultValue;
  // Without a point there is nothing to measure a radius from (states, countries, postal areas, no place).
  const searchState = { ...state, radius: state.lat !== null ? radius : null };
  const payload = buildJobSearchPayload(searchState, {
    language: region.DEFAULT_LOCALE,
    hideRadiusFor: region.GEO_INFO.radius.hideForLocationType,
  });
  return { state: searchState, payload };
}
