import type { SavedSearch } from '@/lib/contract';
import { type JobSearchState, LISTING_FACETS } from './job-search-state';
import { searchArea } from './search-area';

/**
 * The search a job alert keeps: words, filters, and the place – a point with its radius, or an area (a
 * state, a country, a postal area) – not page or sorting.
 */
export function toSavedSearch(state: JobSearchState): SavedSearch {
  const filters: SavedSearch['filters'] = LISTING_FACETS.flatMap((field) =>
    (state.filters[field] ?? []).map((value) => ({ field: field as string, value })),
  );
  if (state.title) filters.push({ field: 'title', value: state.title });
  const area = searchArea(state);
  return {
    ...(state.search ? { search: state.search } : {}),
    filters,
    ...(state.lat !== null && state.lon !== null
      ? {
          geoLocation: {
            label: state.place,
            lat: state.lat,
            lon: state.lon,
            radius: state.radius ?? undefined,
            locationType: state.locationType ?? undefined,
          },
        }
      : {}),
    ...(area ? { area } : {}),
  };
}
