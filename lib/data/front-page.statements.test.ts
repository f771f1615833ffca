// The statements of the front page's one operation (lib/data/front-page.ts) do not grow with what it
// shows: one featured job or six, each of its own employer with a logo, cost the same few statements.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FRONT_PAGE } from '@/lib/graphql/documents/front-page';
import { getRegion } from '@/regions/registry';
import { jobs } from '@/server/db/schema';
import { STATEMENTS_REGION, useStatementDb } from '@/server/db/statement-testing';
import { frontPagePayload } from './front-page';

/**
 * The overview (counts and rankings in one statement), the featured jobs and their files, the top
 * employers with their industries and logos; the search (hits, total and both facets in one statement)
 * and its jobs with their files. Terms come from memory.
 */
const CEILING = 9;

const subject = useStatementDb();

type Answer = { jobBoardOverview: { featuredJobs: unknown[]; topEmployers: unknown[]; openJobs: number } };

/** The front page's operation, run once to warm the caches, then counted. */
async function frontPageStatements(featured: number): Promise<string[]> {
  const run = async () => {
    const { data } = await subject.execute(FRONT_PAGE, { payload: frontPagePayload(getRegion(STATEMENTS_REGION)!) });
    const overview = (data as Answer).jobBoardOverview;
    expect(overview.featuredJobs).toHaveLength(featured);
    expect(overview.topEmployers).toHaveLength(8);
    expect(overview.openJobs).toBeGreaterThanOrEqual(21);
  };
  await run();
  return subject.log.during(run);
}

describe('front page statements', () => {
  it('are as many for six featured jobs as for one, and at most the ceiling', async () => {
    await subject.db.update(jobs).set({ featured: true }).where(inArray(jobs.id, subject.one.jobIds));
    const forOne = await frontPageStatements(1);
    await subject.db
      .update(jobs)
      .set({ featured: true })
      .where(inArray(jobs.id, subject.twenty.jobIds.slice(0, 5)));
    const forSix = await frontPageStatements(6);
    expect(forSix).toHaveLength(forOne.length);
    expect(forOne.length).toBeLessThanOrEqual(CEILING);
  });
});
