// The link of an alert mail opens the listing of the very search the alert was saved from: its URL,
// parsed back as the listing parses it, is the same saved search (lib/search and server/alerts agree).
import { describe, expect, it } from 'vitest';
import { parseJobSearchUrl } from '@/lib/search/job-search-state';
import type { TermLookup } from '@/lib/search/term-lookup';
import { toSavedSearch } from '@/lib/search/saved-search';
import { savedSearchHref } from '@/server/alerts/saved-search';
import type { SavedSearch } from '@/server/db/schema';

const terms: TermLookup = { byAlias: () => undefined, aliasOf: () => undefined };

function parsedBack(saved: SavedSearch): SavedSearch {
  const url = new URL(savedSearchHref(saved), 'https://franken.example');
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  return toSavedSearch(parseJobSearchUrl([], query, terms)!);
}

describe('the listing link of a saved search', () => {
  it.each<[string, SavedSearch]>([
    [
      'a state',
      { search: 'Pflege', filters: [], area: { kind: 'administrativeArea', value: 'Bayern', label: 'Bayern' } },
    ],
    ['the Saarland', { filters: [], area: { kind: 'administrativeArea', value: 'Saarland', label: 'Saarland' } }],
    ['a country by name', { filters: [], area: { kind: 'country', value: 'AT', label: 'Österreich' } }],
    ['a country by code alone', { filters: [], area: { kind: 'country', value: 'DE', label: 'DE' } }],
    [
      'a postal area with filters',
      {
        filters: [
          { field: 'employment_type', value: '2002' },
          { field: 'job_location', value: 'Fürth, Stadt' },
        ],
        area: { kind: 'postalArea', value: '90', label: '90' },
      },
    ],
    [
      'a place with a point',
      {
        filters: [],
        geoLocation: { label: 'Erlangen', lat: 49.59, lon: 11.0, radius: 10, locationType: 'locality' },
      },
    ],
  ])('reproduces %s', (_case, saved) => {
    expect(parsedBack(saved)).toEqual(saved);
  });

  it('of a country without a typed name carries no place text for the listing to look up', () => {
    const url = new URL(
      savedSearchHref({ filters: [], area: { kind: 'country', value: 'DE', label: 'DE' } }),
      'https://x',
    );
    expect(url.searchParams.has('geo_location')).toBe(false);
    expect(url.searchParams.get('country')).toBe('DE');
  });
});
