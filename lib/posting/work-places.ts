import type { JobLocationInput, WorkPlaceSuggestionsQuery } from '@/lib/graphql/generated/operations';

export type WorkPlaceSuggestion = WorkPlaceSuggestionsQuery['searchPlaces'][number];

/** The town of a postal code's suggestion ("83308 Trostberg" → "Trostberg"): its address names it once. */
function townOf(place: WorkPlaceSuggestion): string | null {
  if (place.locationType === 'locality') return place.label;
  if (place.locationType !== 'postal_code' || !place.zip) return null;
  return place.label.startsWith(`${place.zip} `) ? place.label.slice(place.zip.length + 1) : null;
}

/**
 * A work place from a gazetteer suggestion: a town or a postal code with its point. States and countries
 * have no point (they are searched by address), so they are no place of work. A postal code keeps its
 * label ("83308 Trostberg") and its address the code and the town apart, so the job page does not repeat it.
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
      locality: townOf(place),
    },
  };
}

/**
 * The suggestion typed text names without being picked from the list: a label as listed (any case) or a
 * postal code's five digits; null when it names none (the picker then says so next to the field).
 */
export function placeNamedBy(text: string, places: Iterable<WorkPlaceSuggestion>): WorkPlaceSuggestion | null {
  const typed = text.trim().toLocaleLowerCase('de');
  if (!typed) return null;
  for (const place of places) {
    if (place.lat === null || place.lon === null) continue;
    if (place.label.toLocaleLowerCase('de') === typed) return place;
    if (/^\d{5}$/.test(typed) && place.zip === typed) return place;
  }
  return null;
}
