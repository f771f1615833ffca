import type { SavedSearchArea } from '@/lib/contract';

/** What a listing state (JobSearchState) says about its place. */
type AreaFields = {
  place: string;
  lat: number | null;
  lon: number | null;
  locationType: string | null;
  administrativeArea: string | null;
  country: string | null;
};

/** A postal area ("90"): the leading digits of the jobs' postal codes. */
export const POSTAL_AREA_PREFIX = /^\d{1,5}$/;

/**
 * The area a listing state is searched by, without a point (docs/product.md §9: no radius): a federal state by name, a
 * country by code (a country search without one is Germany, as the search API reads it), a postal area by
 * the digits typed; null for a place with a point or no place. The listing's payload and a job alert's
 * saved search both read the state's area through this.
 */
export function searchArea(state: AreaFields): SavedSearchArea | null {
  if (state.lat !== null && state.lon !== null) return null;
  switch (state.locationType) {
    case 'administrative_area_level_1':
      return state.administrativeArea
        ? {
            kind: 'administrativeArea',
            value: state.administrativeArea,
            label: state.place || state.administrativeArea,
          }
        : null;
    case 'country': {
      const code = state.country ?? 'DE';
      return { kind: 'country', value: code, label: state.place || code };
    }
    case 'postal_code':
      return POSTAL_AREA_PREFIX.test(state.place)
        ? { kind: 'postalArea', value: state.place, label: state.place }
        : null;
    default:
      return null;
  }
}
