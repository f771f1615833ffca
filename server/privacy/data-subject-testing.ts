/**
 * A test file's data subject (privacy-testing.ts, a person with rows in every kind of personal table) beside
 * the GraphQL fixtures and an inbox job named `jobTitle`, all removed after the file.
 */
import { afterAll, beforeAll } from 'vitest';
import { inboxJob, removeInboxJob } from '../applications/inbox/inbox-testing';
import type { Db } from '../db/client';
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { getStorage } from '../storage/process-storage';
import { eraseAccount } from './erase-account';
import { type DataSubjectFixture, seedDataSubject } from './privacy-testing';

export function useDataSubject(jobTitle: string): { db: Db; fx: Fixtures; subject: DataSubjectFixture } {
  const state = {} as { db: Db; fx: Fixtures; subject: DataSubjectFixture };
  let jobId = '';
  beforeAll(async () => {
    state.db = await openGraphQLTestDb();
    state.fx = await createFixtures(state.db);
    const organizationId = state.fx.ownOrganization[state.fx.recruiter.id];
    jobId = await inboxJob(state.db, REGION, organizationId, jobTitle);
    const consent = state.fx.consent;
    state.subject = await seedDataSubject(state.db, { regionId: REGION, jobId, organizationId, consent });
  });
  afterAll(async () => {
    await eraseAccount(state.db, getStorage(), state.subject.id);
    await removeInboxJob(state.db, jobId);
    await state.fx.cleanup();
    await closeGraphQLTestDb();
  });
  return state;
}
