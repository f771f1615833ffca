// @module-tag postgres
// A resume search costs the same two statements for 1 hit as for a full page with every facet and filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { openTestDb, StatementLog, testRegionId } from '../db/testing';
import { searchResumes } from './resume-search';
import type { ResumeFilters } from './resume-search-query';
import { ANY_SEARCHER, deleteResumeFixtures, insertResumeFixtures } from './resume-search-testing';
import { titleLexicon } from './title-lexicon';

/** The search (total, page and facets in one) and the page's rows. */
const CEILING = 2;
const log = new StatementLog();
let handle: DbHandle;
let userIds: string[];
const region = testRegionId('resume-statements');
const place = { label: 'Rosenheim', lat: 47.8561, lon: 12.1289 };

beforeAll(async () => {
  handle = await openTestDb({ logger: log });
  const fixtures = Object.fromEntries(
    Array.from({ length: 15 }, (_, i) => [
      `r${i}`,
      { title: i === 0 ? 'Altenpflegerin' : `Pflegefachkraft ${i}`, place, languages: [6001], skills: [5001] },
    ]),
  );
  ({ userIds } = await insertResumeFixtures(handle.db, region, fixtures));
  await titleLexicon(handle.db);
});
afterAll(async () => {
  await deleteResumeFixtures(handle.db, userIds);
  await handle.close();
});

const run = (keys: string, filters: ResumeFilters) =>
  log.during(() =>
    searchResumes(
      handle.db,
      { regionId: region, keys, geo: { ...place, radiusKm: 30 }, filters, page: 1, searcher: ANY_SEARCHER },
      new Date(),
    ),
  );

describe('searchResumes statements', () => {
  it('are as many for a full page as for one hit, and at most the ceiling', async () => {
    const one = await run('Altenpflegerin', {});
    const full = await run('Pflege', { language: ['6001'], skill: ['5001'], region: ['Rosenheim'] });
    expect(full.length).toBe(one.length);
    expect(one.length).toBeLessThanOrEqual(CEILING);
  });
});
