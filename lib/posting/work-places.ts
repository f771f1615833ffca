import type { JobLocationInput, WorkPlaceSuggestionsQuery } from '@/lib/graphql/generated/operations';

export type WorkPlaceSuggestion = WorkPlaceSuggestionsQuery['searchPlaces'][number];

/**
 * A work place from a gazetteer suggestion: a town or a postal code with its point. States and countries
 * have no point (they are searched by address), so they are no place of work.
 */
export function workPlaceOf(place: WorkPlaceSuggestion): JobLocationInput | null {
  if (place.lat === null || place.lon === null) return null;
  return {
    label: place.label,
    lat: place.lat,
    lon: place.lon,
    address: {
      countryCode: place.countryCode ?? 'DE',
      administrativeArea: place.administrativeArea ?? null,
      zip: place.zip ?? null,
      locality: place.locationType === 'locality' ? place.label : null,
    },
  };
}
