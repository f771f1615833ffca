import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { type Fixtures, REGION, useGraphQLFixtures } from '../graphql/testing';

const DAY = 86_400_000;

/**
 * Test helper: the test file's database with the shared fixtures and one published job of the fixtures'
 * employer that takes applications by e-mail; removed after the file. Fields are set in beforeAll.
 */
export function useOpenJob(title: string, applicationEmail: string): { db: Db; fx: Fixtures; jobId: string } {
  const fixtures = useGraphQLFixtures();
  const state = {} as { db: Db; fx: Fixtures; jobId: string };
  beforeAll(async () => {
    Object.assign(state, fixtures);
    const [job] = await state.db
      .insert(jobs)
      .values({
        regionId: REGION,
        organizationId: state.fx.ownOrganization[state.fx.recruiter.id],
        state: 'published',
        publishedAt: new Date(Date.now() - DAY),
        expiresAt: new Date(Date.now() + 30 * DAY),
        title,
        applicationWorkflow: 'email',
        applicationEmails: [applicationEmail],
      })
      .returning({ id: jobs.id });
    state.jobId = job.id;
  });
  afterAll(async () => {
    await state.db.delete(jobs).where(eq(jobs.id, state.jobId));
  });
  return state;
}
