import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../db/schema';
import { savedSearchHref, savedSearchLabel, savedSearchQuery } from './saved-search';

const NOW = new Date('2026-11-22T08:00:00Z');
const OPTIONS = { regionId: 'franken', language: 'de', now: NOW, publishedAfter: null, limit: 5 };
const BAYERN: SavedSearch = {
  filters: [],
  area: { kind: 'administrativeArea', value: 'Bayern', label: 'Bayern' },
};
const SAVED = {
  search: 'Pflege',
  filters: [
    { field: 'employment_type', value: '2002' },
    { field: 'employment_type', value: '2001' },
    { field: 'job_location', value: 'Bad Aibling, Ortsteil Mitte' },
  ],
  geoLocation: { label: 'Wasserburg am Inn', lat: 48.06, lon: 12.23, radius: 20, locationType: 'locality' },
};

describe('saved searches of job alerts', () => {
  it('become a query of new jobs: values of one field ORed, fields ANDed, newest first', () => {
    const query = savedSearchQuery(SAVED, {
      regionId: 'rosenheim',
      language: 'de',
      now: NOW,
      publishedAfter: new Date('2026-11-21T08:00:00Z'),
      limit: 20,
    });
    expect(query).toMatchObject({
      keys: 'Pflege',
      conditions: [
        [
          { field: 'employment_type', operator: '=', value: '2002' },
          { field: 'employment_type', operator: '=', value: '2001' },
        ],
        [{ field: 'job_location', operator: '=', value: 'Bad Aibling, Ortsteil Mitte' }],
      ],
      geo: { kind: 'radius', lat: 48.06, lon: 12.23, radiusKm: 20 },
      sort: 'recency',
      publishedAfter: new Date('2026-11-21T08:00:00Z'),
    });
  });

  it('ignores fields the search does not know', () => {
    expect(
      savedSearchQuery(
        { filters: [{ field: 'gehalt', value: '1' }] },
        { regionId: 'x', language: 'de', now: NOW, publishedAfter: null, limit: 5 },
      ).conditions,
    ).toEqual([]);
  });

  it.each([
    [SAVED, '„Pflege“ in Wasserburg am Inn (+20 km) mit 3 Filtern'],
    [{ search: 'Koch', filters: [{ field: 'employment_type', value: '2002' }] }, '„Koch“ mit 1 Filter'],
    [{ filters: [] }, 'Alle Jobs'],
    [BAYERN, 'in Bayern'],
    [
      { search: 'Koch', filters: [], area: { kind: 'administrativeArea', value: 'Saarland', label: 'Saarland' } },
      '„Koch“ im Saarland',
    ],
    [{ filters: [], area: { kind: 'country', value: 'DE', label: 'DE' } }, 'in Deutschland'],
    [{ filters: [], area: { kind: 'country', value: 'AT', label: 'Österreich' } }, 'in Österreich'],
    [
      {
        filters: [{ field: 'employment_type', value: '2002' }],
        area: { kind: 'postalArea', value: '90', label: '90' },
      },
      'im Postleitzahlgebiet 90 mit 1 Filter',
    ],
  ] satisfies Array<[SavedSearch, string]>)('are named for people: %j → %s', (saved, label) => {
    expect(savedSearchLabel(saved)).toBe(label);
  });

  it('link to the listing with one parameter per value (place names may hold commas)', () => {
    const url = new URL(savedSearchHref(SAVED), 'https://x.example');
    expect(url.pathname).toBe('/jobs');
    expect(url.searchParams.getAll('employment_type')).toEqual(['2002', '2001']);
    expect(url.searchParams.get('job_location')).toBe('Bad Aibling, Ortsteil Mitte');
    expect(url.searchParams.get('radius')).toBe('20');
  });

  it.each([
    ['a state by its name', BAYERN.area, { kind: 'administrativeArea', name: 'Bayern' }],
    ['a country by its code', { kind: 'country', value: 'AT', label: 'Österreich' }, { kind: 'country', code: 'AT' }],
    [
      'a postal area by its digits',
      { kind: 'postalArea', value: '90', label: '90' },
      { kind: 'postalArea', prefix: '90' },
    ],
  ] satisfies Array<[string, SavedSearch['area'], unknown]>)('search %s', (_case, area, geo) => {
    expect(savedSearchQuery({ filters: [], area }, OPTIONS).geo).toEqual(geo);
  });

  it('of alerts saved before areas were kept still search as they did: a point with a radius, or everywhere', () => {
    const point = { label: 'Erlangen', lat: 49.59, lon: 11.0, radius: 10, locationType: 'locality' };
    expect(savedSearchQuery({ filters: [], geoLocation: point }, OPTIONS).geo).toEqual({
      kind: 'radius',
      lat: 49.59,
      lon: 11.0,
      radiusKm: 10,
    });
    expect(savedSearchQuery({ search: 'Koch', filters: [] }, OPTIONS).geo).toBeNull();
    expect(savedSearchLabel({ search: 'Koch', filters: [] })).toBe('„Koch“');
    expect(savedSearchHref({ search: 'Koch', filters: [] })).toBe('/jobs?search=Koch&sorting=recency');
  });
});
