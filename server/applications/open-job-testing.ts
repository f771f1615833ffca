import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { type Fixtures, REGION, useGraphQLFixtures } from '../graphql/testing';

const DAY = 86_400_000;

/** Test helper: a job of the fixtures' employer on the test site, open for a month, taking applications by mail. */
export function openJobValues(fx: Fixtures, title: string, applicationEmail: string) {
  return {
    regionId: REGION,
    organizationId: fx.ownOrganization[fx.recruiter.id],
    state: 'published' as const,
    publishedAt: new Date(Date.now() - DAY),
    expiresAt: new Date(Date.now() + 30 * DAY),
    title,
    applicationWorkflow: 'email' as const,
    applicationEmails: [applicationEmail],
  };
}

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
      .values(openJobValues(state.fx, title, applicationEmail))
      .returning({ id: jobs.id });
    state.jobId = job.id;
  });
  afterAll(async () => {
    await state.db.delete(jobs).where(eq(jobs.id, state.jobId));
  });
  return state;
}
