import { areasStartingWith } from './areas';
import { searchPlaces } from './gazetteer';
import { postalCodeLabel, postalCodesStartingWith } from './postal-codes';

/** One suggestion of the place autocomplete, with what the search form needs to search it as it is. */
export type PlaceSuggestion = {
  label: string;
  locationType: 'locality' | 'postal_code' | 'administrative_area_level_1' | 'country';
  zip: string | null;
  state: string | null;
  countryCode: string | null;
  /** Where to measure a radius from; null for states and countries, which are searched without one. */
  point: { lat: number; lon: number } | null;
};

/**
 * Place autocomplete: digits suggest postal codes ("904" → "90402 Nürnberg"); words suggest the states and
 * countries starting with them first, then the gazetteer's places (gazetteer.ts orders those).
 */
export function suggestPlaces(
  query: string,
  options: { near?: { lat: number; lon: number } | null; limit?: number } = {},
): PlaceSuggestion[] {
  const limit = options.limit ?? 10;
  const typed = query.trim();
  if (/^\d{1,5}$/.test(typed))
    return postalCodesStartingWith(typed, limit).map((code) => ({
      label: postalCodeLabel(code),
      locationType: 'postal_code',
      zip: code.zip,
      state: code.state,
      countryCode: 'DE',
      point: { lat: code.lat, lon: code.lon },
    }));
  const areas: PlaceSuggestion[] = areasStartingWith(typed).map((area) => ({
    label: area.name,
    locationType: area.kind === 'state' ? 'administrative_area_level_1' : 'country',
    zip: null,
    state: area.kind === 'state' ? area.name : null,
    countryCode: area.kind === 'country' ? area.code : 'DE',
    point: null,
  }));
  const places: PlaceSuggestion[] = searchPlaces(typed, { near: options.near, limit }).map((p) => ({
    label: p.label,
    locationType: 'locality',
    zip: null,
    state: p.state,
    countryCode: 'DE',
    point: { lat: p.lat, lon: p.lon },
  }));
  return [...areas, ...places].slice(0, limit);
}
