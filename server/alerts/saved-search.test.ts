import { describe, expect, it } from 'vitest';
import { savedSearchHref, savedSearchLabel, savedSearchQuery } from './saved-search';

const NOW = new Date('2026-11-22T08:00:00Z');
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
  ])('are named for people: %j → %s', (saved, label) => {
    expect(savedSearchLabel(saved)).toBe(label);
  });

  it('link to the listing with one parameter per value (place names may hold commas)', () => {
    const url = new URL(savedSearchHref(SAVED), 'https://x.example');
    expect(url.pathname).toBe('/jobs');
    expect(url.searchParams.getAll('employment_type')).toEqual(['2002', '2001']);
    expect(url.searchParams.get('job_location')).toBe('Bad Aibling, Ortsteil Mitte');
    expect(url.searchParams.get('radius')).toBe('20');
  });
});
