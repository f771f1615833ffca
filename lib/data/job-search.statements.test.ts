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
import { jobListingRequest } from '@/lib/data/job-listing-request';
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

describe('searchJobs statements of a search whose words find nothing together', () => {
  /** The statements of one steady SearchJobs for `keys` (run once before, so caches are warm), and its answer. */
  async function statementsFor(keys: string) {
    const payload = { language: 'de', fulltext: { keys }, facets: everyFacet, range: { first: 0, last: 20 } };
    await subject.execute(SEARCH_JOBS, { payload });
    let result: { total: number; fallback: string | null } | undefined;
    const statements = await subject.log.during(async () => {
      const { data } = await subject.execute(SEARCH_JOBS, { payload });
      result = data?.searchJobs as typeof result;
    });
    return { statements, result: result! };
  }

  // The widening (server/search/postgres-job-search.ts) runs only after the first search statement found
  // nothing: one statement more with any of the words, and one more with compound parts and close spellings
  // when that finds nothing either. A search that finds jobs never pays for it.
  it('are one more when some of the words find jobs (the search with any of the words)', async () => {
    const found = await statementsFor(subject.one.tag);
    const widened = await statementsFor(`${subject.one.tag} qxzvwunbekannt`);
    expect(widened.result).toMatchObject({ total: 1, fallback: 'ANY_WORD' });
    expect(widened.statements).toHaveLength(found.statements.length + 1);
  });

  it('are three searches and nothing else when no word finds anything', async () => {
    const { statements, result } = await statementsFor('qxzvwunbekannt qxzvwanders');
    expect(result).toMatchObject({ total: 0, fallback: null });
    expect(statements).toHaveLength(3);
    expect(statements.length).toBeLessThanOrEqual(CEILING);
  });
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
