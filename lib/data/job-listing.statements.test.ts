// A /jobs page after the first is checked by the proxy (a page past the last one answers 404) with the page's
// own search, and the page takes the proxy's answers: proxy check and page data cost one search in total.
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@/server/db/client';
import { STATEMENTS_REGION, useStatementDb } from '@/server/db/statement-testing';
import { getRegion } from '@/regions/registry';
import { appPageStatus } from './app-page-status';
import { loadJobListing } from './job-listing';
import { newRequestAnswers, PROXY_ANSWERS_HEADER, stashRequestAnswers } from './request-answers';

/** The app's database (getDb()) is the test's logging one; the page's request headers are the test's. */
const request = vi.hoisted(() => ({ db: null as Db | null, headers: new Headers() }));
vi.mock('@/server/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/db/client')>()),
  getDb: async () => request.db!,
}));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));

const subject = useStatementDb();
const region = getRegion(STATEMENTS_REGION)!;

/** The second page of a search that finds the set of 20 (10 a page): it exists. */
const secondPage = () => ({ search: subject.twenty.tag, page: '2' });

/** What the proxy does for /jobs?…: the status check, its answers kept for the page under a fresh token. */
async function proxyCheck(query: Record<string, string>): Promise<void> {
  const answers = newRequestAnswers();
  expect(await appPageStatus(STATEMENTS_REGION, '/jobs', new URLSearchParams(query), answers)).toBe(200);
  request.headers = new Headers({ [PROXY_ANSWERS_HEADER]: stashRequestAnswers(answers) ?? '' });
}

/** What the page does: its data, asserted to be the second page of the 20. */
async function pageData(query: Record<string, string>): Promise<void> {
  const listing = await loadJobListing(region, [], query);
  expect(listing?.state.page).toBe(1);
  expect(listing?.result.total).toBe(20);
  expect(listing?.result.jobs).toHaveLength(10);
}

describe('a listing page after the first', () => {
  it('costs the statements of the page alone for the proxy check and the page data together', async () => {
    request.db = subject.db;
    const query = secondPage();
    // Warm the term table and the title lexicon (read again after minutes, not per request).
    await pageData(query);

    request.headers = new Headers();
    const pageAlone = await subject.log.during(() => pageData(query));
    const checkAlone = await subject.log.during(() => proxyCheck(query));
    const both = await subject.log.during(async () => {
      await proxyCheck(query);
      await pageData(query);
    });
    // The check searches (it must know the number of pages); the page then asks the database nothing more.
    expect(checkAlone.length).toBeGreaterThan(0);
    expect(both).toEqual(pageAlone);
  });

  it("never lets a page take another request's answers: an unknown token, or one already taken, is asked again", async () => {
    request.db = subject.db;
    const query = secondPage();
    await proxyCheck(query);
    const token = request.headers.get(PROXY_ANSWERS_HEADER)!;
    await pageData(query);
    request.headers = new Headers();
    const pageAlone = await subject.log.during(() => pageData(query));
    // The token the page has taken already, and one the proxy never gave.
    request.headers = new Headers({ [PROXY_ANSWERS_HEADER]: token });
    expect(await subject.log.during(() => pageData(query))).toHaveLength(pageAlone.length);
    request.headers = new Headers({ [PROXY_ANSWERS_HEADER]: crypto.randomUUID() });
    expect(await subject.log.during(() => pageData(query))).toHaveLength(pageAlone.length);
  });
});
