import { describe, expect, it } from 'vitest';
import {
  buildJobSearchPayload,
  isSingleOrganizationView,
  jobSearchHref,
  parseJobSearchUrl,
  splitFilterValue,
  toggleFacetValue,
} from './job-search-state';
import type { TermLookup } from './term-lookup';

const TERMS: Record<string, { field: string; value: string }> = {
  teilzeit: { field: 'employment_type', value: '2002' },
  vollzeit: { field: 'employment_type', value: '2001' },
  'pflege-gesundheit': { field: 'occupational_field', value: '1001' },
  remote: { field: 'remote_options', value: '10003' },
};
const terms: TermLookup = {
  byAlias: (alias) => TERMS[alias],
  aliasOf: (field, value) => Object.entries(TERMS).find(([, t]) => t.field === field && t.value === value)?.[0],
};
const parse = (segments: string[], query: Record<string, string> = {}) => parseJobSearchUrl(segments, query, terms)!;
const payload = (segments: string[], query: Record<string, string> = {}) =>
  buildJobSearchPayload(parse(segments, query), {
    language: 'de',
    hideRadiusFor: ['country', 'administrative_area_level_1'],
  });

describe('docs/product.md §5 filters', () => {
  it.each([
    [
      'multi-value value with commas and all-numeric parts is split into equal-conditions',
      '2001,2002',
      ['2001', '2002'],
    ],
    ['duplicates removed', '2001,2002,2001', ['2001', '2002']],
    ['a value with a non-numeric part stays whole', 'Bad Aibling, Kolbermoor', ['Bad Aibling, Kolbermoor']],
    ['a single value', '2001', ['2001']],
  ])('%s', (_rule, value, expected) => {
    expect(splitFilterValue(value)).toEqual(expected);
  });

  it('values per field ORed: one OR group per field, the fields ANDed', () => {
    expect(payload(['teilzeit'], { employment_type: '2001', occupational_field: '1001' }).condition_group).toEqual({
      conjunction: 'AND',
      groups: [
        { conjunction: 'OR', conditions: [{ name: 'occupational_field', operator: '=', value: '1001' }] },
        {
          conjunction: 'OR',
          conditions: [
            { name: 'employment_type', operator: '=', value: '2002' },
            { name: 'employment_type', operator: '=', value: '2001' },
          ],
        },
      ],
    });
  });

  it("sorting 'relevancy' adds no sort; recency sorts by the publishing date (docs/product.md §9)", () => {
    expect(payload([], { sorting: 'relevancy' }).sorts).toBeNull();
    expect(payload([]).sorts).toBeNull();
    expect(payload([], { sorting: 'recency' }).sorts).toEqual([{ field: 'field_job_publishing_date', value: 'desc' }]);
  });

  it.each([
    ['0', 0],
    ['-3', 0],
    ['abc', 0],
    ['1', 0],
    ['3', 20],
  ])('page %s: page below 1 becomes 0, 10 jobs per page → range first %i', (page, first) => {
    expect(payload([], { page }).range).toEqual({ first, last: first + 10 });
  });

  it('title filter uses LIKE on title', () => {
    expect(payload([], { title: 'Pflege' }).condition_group?.groups).toEqual([
      { conjunction: 'OR', conditions: [{ name: 'title', operator: 'LIKE', value: 'Pflege' }] },
    ]);
  });

  it('docs/product.md §7 facets: field, limit 100, operator, min_count 1, missing false', () => {
    expect(payload([]).facets?.[0]).toEqual({
      field: 'occupational_field',
      limit: 100,
      operator: 'OR',
      min_count: 1,
      missing: false,
    });
  });
});

describe('docs/product.md §2 and §9 places', () => {
  it('sends the place with its radius', () => {
    expect(
      payload([], {
        geo_location: 'Wasserburg am Inn',
        lat: '48.06',
        lon: '12.23',
        radius: '20',
        locationType: 'locality',
      }).geoLocation,
    ).toMatchObject({ label: 'Wasserburg am Inn', lat: 48.06, lon: 12.23, radius: 20 });
  });
  it('hides the radius for country and administrative_area_level_1', () => {
    const geo = payload([], {
      administrative_area_level_1: 'Bayern',
      locationType: 'administrative_area_level_1',
      radius: '20',
    }).geoLocation;
    expect(geo).toMatchObject({
      administrativeArea: 'Bayern',
      radius: null,
      locationType: 'administrative_area_level_1',
    });
  });
  it('sends no place filter for a typed place without coordinates', () => {
    expect(payload([], { geo_location: 'Irgendwo' }).geoLocation).toBeNull();
  });
});

describe('listing URLs', () => {
  it('reads facet path segments by their German aliases; an unknown segment makes the page a 404', () => {
    expect(parse(['teilzeit', 'pflege-gesundheit']).filters).toEqual({
      employment_type: ['2002'],
      occupational_field: ['1001'],
    });
    expect(parseJobSearchUrl(['gibt-es-nicht'], {}, terms)).toBeNull();
  });

  it('docs/product.md §2: a single-organization view when exactly one organization value exists or jobId is present', () => {
    expect(isSingleOrganizationView(parse([], { job_organization_name: 'romed-kliniken' }))).toBe(true);
    expect(isSingleOrganizationView(parse([], { job_organization_name: 'a', jobId: '' }))).toBe(true);
    expect(isSingleOrganizationView(parse([], { job_organization_name: 'a,b' }))).toBe(true);
    expect(isSingleOrganizationView(parse([], { jobId: '5f1c1b8e-0000-4000-8000-000000000001' }))).toBe(true);
    expect(isSingleOrganizationView(parse([]))).toBe(false);
  });

  it.each([
    [[], {}, '/jobs'],
    [['teilzeit'], { search: 'Pflege' }, '/jobs/teilzeit?search=Pflege'],
    [
      [],
      { employment_type: '2002', occupational_field: '1001', remote_options: '10003' },
      '/jobs/pflege-gesundheit/teilzeit?remote_options=10003',
    ],
    [[], { employment_type: '2001,2002' }, '/jobs?employment_type=2001%2C2002'],
    [[], { page: '2', sorting: 'recency' }, '/jobs?sorting=recency&page=2'],
    [[], { page: '1', sorting: 'relevancy', router: 'x' }, '/jobs'],
  ])('clean URL of %j %j is %s (at most 2 facets in the path, router never kept)', (segments, query, href) => {
    const state = parse(segments, query as Record<string, string>);
    expect(jobSearchHref(state, terms)).toBe(href);
    expect(parse(...hrefParts(href))).toEqual(state);
  });

  it.each([
    [{ job_location: 'Nürnberg' }, '/jobs/nuernberg'],
    [{ job_location: 'Bad Aibling, Mitte' }, '/jobs/bad-aibling-mitte'],
    [{ job_location: 'Nürnberg', occupational_field: '1001' }, '/jobs/pflege-gesundheit/nuernberg'],
    [
      { job_location: 'Nürnberg', occupational_field: '1001', employment_type: '2002', page: '2' },
      '/jobs/pflege-gesundheit/nuernberg?employment_type=2002&page=2',
    ],
    // Only the occupational field stands before a town; other facets go to the query.
    [{ job_location: 'Nürnberg', employment_type: '2002' }, '/jobs/nuernberg?employment_type=2002'],
    [{ job_location: '★' }, '/jobs?job_location=%E2%98%85'],
  ])('one chosen town %j is the last path segment: %s', (query, href) => {
    const state = parse([], query);
    expect(jobSearchHref(state, terms)).toBe(href);
    const [segments, back] = hrefParts(href);
    const town =
      segments.length && query.job_location !== '★' ? { slug: segments.at(-1)!, label: query.job_location } : null;
    expect(parseJobSearchUrl(segments, back, terms, town)).toEqual(state);
  });

  it('reads a town segment only as the resolved town; unresolved it is an unknown segment', () => {
    expect(parseJobSearchUrl(['nuernberg'], {}, terms)).toBeNull();
    expect(parseJobSearchUrl(['nuernberg'], {}, terms, { slug: 'fuerth', label: 'Fürth' })).toBeNull();
  });

  it('keeps place names with commas apart when several are chosen', () => {
    const state = toggleFacetValue(
      toggleFacetValue(parse([]), 'job_location', 'Bad Aibling, Mitte'),
      'job_location',
      'Rosenheim',
    );
    const href = jobSearchHref(state, terms);
    expect(href).toBe('/jobs?job_location=Bad+Aibling%2C+Mitte&job_location=Rosenheim');
    const url = new URL(href, 'https://x.example');
    expect(
      parseJobSearchUrl([], { job_location: url.searchParams.getAll('job_location') }, terms)!.filters.job_location,
    ).toEqual(['Bad Aibling, Mitte', 'Rosenheim']);
  });

  it('toggling a facet value adds or removes it and goes back to the first page', () => {
    const state = parse([], { page: '3' });
    const on = toggleFacetValue(state, 'employment_type', '2002');
    expect(jobSearchHref(on, terms)).toBe('/jobs/teilzeit');
    expect(jobSearchHref(toggleFacetValue(on, 'employment_type', '2002'), terms)).toBe('/jobs');
  });
});

function hrefParts(href: string): [string[], Record<string, string>] {
  const url = new URL(href, 'https://x.example');
  return [url.pathname.split('/').slice(2).filter(Boolean), Object.fromEntries(url.searchParams)];
}
