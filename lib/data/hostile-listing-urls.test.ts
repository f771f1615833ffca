// Hostile listing URLs (security review): every query string of /jobs and /organizations gives a listing and
// every path a 200 or a 404, never a server error. Each case runs the way the page does: the URL becomes a
// docs/product.md §7 payload (jobListingRequest, buildOrganizationSearchPayload), the payload runs through the real
// search resolver in-process on a real database, and the proxy's status check (appPageStatus) answers the path.
import { closeGraphQLTestDb, openGraphQLTestDb, REGION } from '@/server/graphql/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '@/regions/registry';
import { appPageStatus } from '@/lib/data/app-page-status';
import { loadTermLookup } from '@/lib/data/taxonomy';
import { SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import { SEARCH_ORGANIZATIONS } from '@/lib/graphql/documents/organizations';
import type { Db } from '@/server/db/client';
import { taxonomyTerms } from '@/server/db/schema';
import { executeInProcess } from '@/server/graphql/execute-in-process';
import { jobListingRequest } from '@/lib/data/job-listing-request';
import {
  buildOrganizationSearchPayload,
  ORGANIZATION_FACETS,
  parseOrganizationSearch,
} from '@/lib/search/organization-search-state';

let db: Db;
const region = getRegion(REGION)!;
const tag = randomUUID().slice(0, 8);
const TID = 900_000_000 + randomInt(0, 90_000_000);
const ALIAS = `teilzeit-${tag}`;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  await db
    .insert(taxonomyTerms)
    .values({ vocabulary: 'employment_type', tid: TID, label: `Teilzeit ${tag}`, pathAliases: { de: ALIAS } });
});
afterAll(async () => {
  await db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [TID]));
  await closeGraphQLTestDb();
});

type Query = Record<string, string | string[]>;
const long = (n: number, text = 'x') => text.repeat(n);
const words = (n: number) => Array.from({ length: n }, (_, i) => `wort${i}`).join(' ');
const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i));

/**
 * The hostile query strings, as Next hands them to the page (already percent-decoded). Listed in the report
 * for the HTTP-level replay.
 */
const HOSTILE_QUERIES: Array<[string, Query]> = [
  ['an unknown facet value', { occupational_field: 'abc' }],
  [
    'facet values that are no numbers',
    { employment_type: '-1', remote_options: '1.5', degree_level: '0x10', years_of_experience: '1e9' },
  ],
  ['a facet value of ten digits', { occupational_field: '9999999999' }],
  ['a facet list mixing numbers and words', { occupational_field: '1,abc,2' }],
  ['a facet value "!" (without a value)', { occupational_field: '!' }],
  ['200 facet values in one parameter', { employment_type: numbers(200).join(',') }],
  ['100 repeated facet parameters', { job_location: numbers(100) }],
  ['a place name of 1000 characters', { job_location: long(1000) }],
  ['an organization slug with markup', { job_organization_name: '<img src=x onerror=alert(1)>' }],
  ['a null character in a facet value', { job_location: 'Rosenheim\u0000', job_organization_name: '\u0000' }],
  ['latitude 91', { lat: '91', lon: '12' }],
  ['latitude -91', { lat: '-91', lon: '12' }],
  ['latitude 1e308', { lat: '1e308', lon: '12' }],
  ['latitude 1e309 (Infinity)', { lat: '1e309', lon: '12' }],
  ['longitude 181', { lat: '48', lon: '181' }],
  ['coordinates that are no numbers', { lat: 'NaN', lon: 'abc' }],
  ['subnormal coordinates', { lat: '5e-324', lon: '-1e-320' }],
  ['a latitude without longitude', { lat: '48', radius: '20' }],
  ['a negative radius', { lat: '48', lon: '12', radius: '-5' }],
  ['a radius of 1e308 km', { lat: '48', lon: '12', radius: '1e308' }],
  ['a radius of 0', { lat: '48', lon: '12', radius: '0' }],
  ['page 1002', { page: '1002' }],
  ['page 1e308', { page: '1e308' }],
  ['page -1e308', { page: '-1e308' }],
  ['page 99999999999999999999', { page: '99999999999999999999' }],
  ['page 1.5', { page: '1.5' }],
  ['an unknown location type', { locationType: 'planet', lat: '48', lon: '12' }],
  ['a state-wide search without a state', { locationType: 'administrative_area_level_1' }],
  [
    'a state name of 500 characters',
    { locationType: 'administrative_area_level_1', administrative_area_level_1: long(500) },
  ],
  ['a three-letter country', { locationType: 'country', country: 'XYZ' }],
  ['a lower-case country', { locationType: 'country', country: 'at' }],
  ['a job id that is no UUID', { jobId: 'abc' }],
  ['a job id with SQL', { jobId: "' or 1=1--" }],
  ['a search of 5000 characters', { search: long(5000, 'pflege ') }],
  ['a search of 50 words', { search: words(50) }],
  ['a null character in the search', { search: 'pflege\u0000kraft' }],
  ['control characters in the search', { search: '\u0001\u001b[31mrot\u007f' }],
  ['markup in the search', { search: '<script>alert(1)</script>' }],
  ['SQL in the search', { search: "'; drop table jobs; --" }],
  ['tsquery syntax in the search', { search: ':* & | ! ( ) <-> \\' }],
  ['right-to-left and zero-width characters', { search: '\u202epflege\u200b\u200f\ufeff' }],
  ['emoji and combining marks', { search: '👩‍⚕️ Pfle\u0301ge' }],
  ['LIKE wildcards and a backslash in the title', { title: '%_\\' }],
  ['a title of 1000 characters', { title: long(1000) }],
  ['a null character in the title', { title: '\u0000' }],
  ['a typed place of 1000 characters', { geo_location: long(1000, 'Rosenheim ') }],
  ['a null character in the typed place', { geo_location: 'Rosen\u0000heim' }],
  ['an unknown sorting', { sorting: 'salary' }],
  ['repeated scalar parameters', { search: ['pflege', 'lager'], page: ['2', '3'], lat: ['48', '91'] }],
  ['unknown parameters', { router: 'x', foo: 'bar', ['__proto__']: 'x' }],
];

/** Path segments after /jobs, as the page's params carry them (still percent-encoded, like Next's). */
const HOSTILE_PATHS: Array<[string, string[], 200 | 404]> = [
  ['a known facet alias', [ALIAS], 200],
  ['a known alias in upper case', [ALIAS.toUpperCase()], 200],
  ['a known alias three times', [ALIAS, ALIAS, ALIAS], 200],
  ['an unknown alias', ['gibt-es-nicht'], 404],
  ['a null character', ['%00'], 404],
  ['a malformed escape', ['%E0%A4%A'], 404],
  ['an encoded slash', ['a%2Fb'], 404],
  ['dot segments', ['..'], 404],
  ['a segment of 5000 characters', [long(5000)], 404],
  ['a known alias then an unknown one', [ALIAS, 'nix'], 404],
];

async function search(payload: unknown, query: typeof SEARCH_JOBS | typeof SEARCH_ORGANIZATIONS = SEARCH_JOBS) {
  return executeInProcess(
    { query, variables: { payload } as Record<string, unknown> },
    { regionId: REGION, locale: 'de', userId: null },
  );
}

describe('hostile /jobs query strings give a listing, never an error', () => {
  it.each(HOSTILE_QUERIES)('%s', async (_case, query) => {
    const request = jobListingRequest(region, [], query, await loadTermLookup());
    expect(request).not.toBeNull();
    const result = await search(request!.payload);
    expect(result.errors).toBeUndefined();
    expect(result.data?.searchJobs).toMatchObject({ total: expect.any(Number) });
  });

  it('drops what the search cannot use and keeps the rest', async () => {
    const { state } = jobListingRequest(
      region,
      [],
      { occupational_field: ['1', 'abc', '2,x'], lat: '91', lon: '12', page: '1002', jobId: 'abc', search: words(50) },
      await loadTermLookup(),
    )!;
    expect(state).toMatchObject({ filters: { occupational_field: ['1'] }, lat: null, page: 1000, jobId: null });
    expect(state.search.split(' ')).toHaveLength(10);
  });
});

describe('hostile /jobs paths answer 200 or 404', () => {
  it.each(HOSTILE_PATHS)('%s → %s', async (_case, segments, status) => {
    expect(await appPageStatus(REGION, `/jobs/${segments.join('/')}`)).toBe(status);
    const request = jobListingRequest(region, segments, {}, await loadTermLookup());
    expect(request === null ? 404 : 200).toBe(status);
    if (request) expect((await search(request.payload)).errors).toBeUndefined();
  });

  it.each([
    ['/organization/%00', 404],
    ['/organization/a%00b', 404],
    ['/job/%00', 404],
    ['/job/abc', 404],
    [`/organization/${long(3000)}`, 404],
  ])('%s → %s (the proxy’s status check)', async (path, status) => {
    expect(await appPageStatus(REGION, path)).toBe(status);
  });
});

describe('hostile /organizations query strings give a listing, never an error', () => {
  it.each<[string, Query]>([
    ['page 1e308', { page: '1e308' }],
    ['page 99999999999999999999', { page: '99999999999999999999' }],
    ['a term id of ten digits', { industry: '9999999999' }],
    ['"!" and words as term ids', { occupation: '!', field_of_study: 'abc' }],
    ['200 term ids', { industry: numbers(200).join(',') }],
    ['a search of 50 words', { search: words(50) }],
    ['a search of 5000 characters', { search: long(5000, 'holz ') }],
    ['a null character in the search', { search: 'Holz\u0000bau' }],
    ['markup and SQL in the search', { search: "<script>alert(1)</script> '; drop table organizations; --" }],
  ])('%s', async (_case, query) => {
    const payload = buildOrganizationSearchPayload(parseOrganizationSearch(query), {
      language: 'de',
      featuredOnly: false,
      facets: ORGANIZATION_FACETS,
    });
    const result = await search(payload, SEARCH_ORGANIZATIONS);
    expect(result.errors).toBeUndefined();
  });
});
