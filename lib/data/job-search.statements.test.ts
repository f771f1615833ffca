// The statements of searchJobs and of a /jobs listing render do not grow with the hits: 1 or 20 matching
// jobs, each of its own organization with logos, terms and a place, cost the same few statements.
import { describe, expect, it } from 'vitest';
import { SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import {
  expectSameStatementsForOneAndTwenty,
  type SeededJobs,
  STATEMENTS_REGION,
  useStatementDb,
} from '@/server/db/statement-testing';
import { jobListingRequest } from '@/lib/search/job-listing-request';
import { getRegion } from '@/regions/registry';
import { termLookupOf } from './taxonomy';
import { JOB_FACET_FIELDS } from '@/server/search/job-search-query';

/**
 * The search itself (hits, total and every facet in one statement), the jobs, their files, the organization
 * facet's names. The term table and the title lexicon come from memory (read again after a minute or ten).
 */
const CEILING = 4;

const subject = useStatementDb();

const everyFacet = JOB_FACET_FIELDS.map((field) => ({
  field,
  limit: 100,
  operator: 'OR',
  min_count: 1,
  missing: false,
}));

/** SearchJobs with `payload`, which finds the whole set (shown as a page of at most `pageSize`). */
async function search(set: SeededJobs, payload: Record<string, unknown>, pageSize: number): Promise<void> {
  const { data } = await subject.execute(SEARCH_JOBS, { payload });
  const result = data?.searchJobs as { total: number; jobs: unknown[] };
  expect(result.total).toBe(set.jobIds.length);
  expect(result.jobs).toHaveLength(Math.min(set.jobIds.length, pageSize));
}

describe('searchJobs statements', () => {
  it('are as many for 20 hits as for 1, and at most the ceiling', () =>
    expectSameStatementsForOneAndTwenty(subject, CEILING, (set) =>
      search(
        set,
        { language: 'de', fulltext: { keys: set.tag }, facets: everyFacet, range: { first: 0, last: 20 } },
        20,
      ),
    ));
});

describe('/jobs listing render statements', () => {
  /**
   * What app/[region]/jobs/[[...taxonomy]]/page.tsx does for /jobs?search=<tag>&employment_type=<tid>
   * &geo_location=Nürnberg&lat=…&lon=…&radius=25: the term lookup (from the term cache), then SearchJobs with
   * the payload the listing's own request builder makes (every listing facet, a page of 10).
   */
  async function render(set: SeededJobs): Promise<void> {
    const terms = await termLookupOf(subject.db);
    const query = {
      search: set.tag,
      employment_type: String(set.sharedEmploymentType),
      geo_location: 'Nürnberg',
      lat: '49.45',
      lon: '11.08',
      radius: '25',
    };
    const listing = jobListingRequest(getRegion(STATEMENTS_REGION)!, [], query, terms);
    await search(set, listing!.payload, 10);
  }

  it('are as many for 20 matching jobs as for 1, and at most the ceiling', () =>
    expectSameStatementsForOneAndTwenty(subject, CEILING, render));
});
