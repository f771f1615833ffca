// Integration tests of the bounds of searchJobs' payload through the real route handler and database (PGlite,
// and PostgreSQL in the server pass): what it refuses as bad input, and the largest payload it answers.
import { firstError, gql } from '../../graphql/testing';
import { describe, expect, it } from 'vitest';
import { JOB_FACET_FIELDS } from '../../search/job-search-query';
import {
  and,
  base,
  cond,
  PFLEGE,
  ROSENHEIM,
  SEARCH,
  search,
  TEILZEIT,
  useSearchJobsFixture,
  VOLLZEIT,
} from './search-jobs-testing';

// No test reads the jobs; they give the payloads a populated database to search.
useSearchJobsFixture();

describe('searchJobs payload bounds', () => {
  it.each([
    ['an unknown facet field', { facets: [{ field: 'gehalt' }] }],
    ['a non-numeric term value', and([cond('employment_type', 'vollzeit')])],
    ['too many hits at once', { range: { first: 0, last: 500 } }],
    ['a radius without coordinates', { geoLocation: { radius: 10 } }],
    ['a radius beyond 500 km', { geoLocation: { ...ROSENHEIM, radius: 5000 } }],
    ['an unknown sort field', { sorts: [{ field: 'salary', value: 'desc' }] }],
    ['an over-long search text', { fulltext: { keys: 'x'.repeat(300) } }],
    // Security review: the payload of the heavy attack (50 facets, 100 conditions, 11 words, 500 km) is bounded.
    ['more facets than there are fields', { facets: Array.from({ length: 8 }, () => ({ field: 'job_location' })) }],
    ['a facet field twice', { facets: [{ field: 'job_location' }, { field: 'job_location' }] }],
    ['more than 50 conditions', and(Array.from({ length: 51 }, (_, i) => cond('title', `w${i}`, 'LIKE')))],
    ['more than 12 groups', and(...Array.from({ length: 13 }, () => [cond('title', 'a', 'LIKE')]))],
    ['more than 10 words', { fulltext: { keys: 'a b c d e f g h i j k' } }],
    ['a radius beyond the site’s largest option (100 km on franken)', { geoLocation: { ...ROSENHEIM, radius: 200 } }],
  ])('answers %s as bad input with a German message, never a server error', async (_name, payload) => {
    const result = await gql(SEARCH, { payload });
    expect(result.status).toBeLessThan(500);
    expect(firstError(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/[a-zäöü]/) });
  });

  it('answers coordinates PostgreSQL cannot take as they are (subnormal floats such as 5e-324)', async () => {
    const result = await search({ geoLocation: { lat: 5e-324, lon: -1e-320, radius: 0.001 } });
    expect(result.total).toBe(0);
  });

  it('answers the largest payload the bounds allow', async () => {
    const facets = JOB_FACET_FIELDS.map((field) => ({ field, missing: true }));
    const groups = [
      ...Array.from({ length: 11 }, (_, g) =>
        Array.from({ length: 4 }, (_, i) => cond('employment_type', String(base + 10 * g + i))),
      ),
      [VOLLZEIT, TEILZEIT, PFLEGE, 1, 2, 3].map((tid) => cond('employment_type', String(tid))),
    ];
    const result = await search({
      facets,
      ...and(...groups),
      fulltext: { keys: 'a b c d e f g h i' },
      geoLocation: { ...ROSENHEIM, radius: 100 },
      range: { first: 0, last: 100 },
      sorts: [{ field: 'search_api_relevance' }, { field: 'field_job_publishing_date' }],
    });
    expect(result.facets.map((f) => f.field)).toEqual(facets.map((f) => f.field));
  });
});
