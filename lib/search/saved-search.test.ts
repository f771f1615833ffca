import { describe, expect, it } from 'vitest';
import { parseJobSearchUrl } from './job-search-state';
import type { TermLookup } from './term-lookup';
import { toSavedSearch } from './saved-search';

const terms: TermLookup = { byAlias: () => undefined, aliasOf: () => undefined };
const saved = (query: Record<string, string>) => toSavedSearch(parseJobSearchUrl([], query, terms)!);

describe('the search a job alert keeps', () => {
  it.each([
    [
      'a state by its name',
      { geo_location: 'Bayern', administrative_area_level_1: 'Bayern', locationType: 'administrative_area_level_1' },
      { kind: 'administrativeArea', value: 'Bayern', label: 'Bayern' },
    ],
    [
      'a state named only by its parameter',
      { administrative_area_level_1: 'Saarland' },
      { kind: 'administrativeArea', value: 'Saarland', label: 'Saarland' },
    ],
    [
      'a country by its code, with the name typed',
      { geo_location: 'Österreich', locationType: 'country', country: 'at' },
      { kind: 'country', value: 'AT', label: 'Österreich' },
    ],
    [
      'a country by its code alone',
      { locationType: 'country', country: 'DE' },
      { kind: 'country', value: 'DE', label: 'DE' },
    ],
    [
      'a postal area by the digits typed',
      { geo_location: '90', locationType: 'postal_code' },
      { kind: 'postalArea', value: '90', label: '90' },
    ],
  ])('keeps %s', (_case, query, area) => {
    expect(saved({ search: 'Pflege', ...query })).toEqual({ search: 'Pflege', filters: [], area });
  });

  it.each([
    [
      'a place with a point',
      { geo_location: 'Rosenheim', lat: '47.85', lon: '12.12', radius: '20', locationType: 'locality' },
    ],
    [
      'a postal code with its point',
      { geo_location: '90402 Nürnberg', lat: '49.45', lon: '11.08', locationType: 'postal_code' },
    ],
    ['text that is no postal area', { geo_location: '90a', locationType: 'postal_code' }],
    ['a state search without a state', { geo_location: 'Bayern', locationType: 'administrative_area_level_1' }],
  ])('keeps no area for %s', (_case, query) => {
    expect(saved(query)).not.toHaveProperty('area');
  });

  it('keeps a place with a point as before: label, point, radius and type', () => {
    expect(
      saved({ geo_location: 'Rosenheim', lat: '47.85', lon: '12.12', radius: '20', locationType: 'locality' }),
    ).toEqual({
      filters: [],
      geoLocation: { label: 'Rosenheim', lat: 47.85, lon: 12.12, radius: 20, locationType: 'locality' },
    });
  });

  it('keeps filters and the title next to the area', () => {
    expect(saved({ employment_type: '2002', title: 'Koch', locationType: 'country', country: 'DE' }).filters).toEqual([
      { field: 'employment_type', value: '2002' },
      { field: 'title', value: 'Koch' },
    ]);
  });
});
