import 'server-only';
import type { Region } from '@/regions/build-region';
import type { TermLookup } from '@/lib/search/job-search-state';
import { placeForLabel } from '@/lib/data/places';
import type { JobSearchPayload } from '@/lib/graphql/generated/operations';
import type { ResolvedTown } from './town-path';
import { buildJobSearchPayload, type JobSearchState, parseJobSearchUrl } from './job-search-state';

type Query = Record<string, string | string[] | undefined>;

/** A typed place without coordinates (the form without JavaScript) is looked up: quick-picks, then the gazetteer. */
function withPlace(state: JobSearchState, region: Region): JobSearchState {
  if (
    !state.place ||
    state.lat !== null ||
    state.locationType === 'administrative_area_level_1' ||
    state.locationType === 'country'
  )
    return state;
  const place = placeForLabel(region, state.place);
  return place
    ? { ...state, place: place.label, lat: place.lat, lon: place.lon, locationType: state.locationType ?? 'locality' }
    : state;
}

/**
 * What a /jobs URL asks for: the listing state (typed place resolved, radius limited to the site's
 * options) and the §7 payload for it; null for an unknown facet path segment (a 404). `town`: the town
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
  const searchState = { ...state, radius: state.lat !== null ? radius : state.radius };
  const payload = buildJobSearchPayload(searchState, {
    language: region.DEFAULT_LOCALE,
    hideRadiusFor: region.GEO_INFO.radius.hideForLocationType,
  });
  return { state: searchState, payload };
}
