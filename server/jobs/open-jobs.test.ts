import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { type JobState, jobs, organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { type JobPageStatus, jobPageStatus } from './job-status';
import { isJobAvailable, openJobs } from './open-jobs';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const START = {
  started: new Date(NOW.getTime() - DAY),
  'starting now': NOW,
  'not started': new Date(NOW.getTime() + DAY),
};
const EXPIRY = {
  'no expiry': null,
  'not expired': new Date(NOW.getTime() + DAY),
  'expiring now': NOW,
  expired: new Date(NOW.getTime() - DAY),
};

/** Every state × start × expiry, and what the job's page answers: only 'open' jobs are listed. */
const CASES: Array<[JobState, keyof typeof START, keyof typeof EXPIRY, JobPageStatus]> = [
  ['published', 'started', 'no expiry', 'open'],
  ['published', 'started', 'not expired', 'open'],
  ['published', 'started', 'expired', 'gone'],
  ['published', 'starting now', 'no expiry', 'open'],
  ['published', 'started', 'expiring now', 'gone'],
  ['published', 'not started', 'no expiry', 'hidden'],
  ['published', 'not started', 'not expired', 'hidden'],
  ['published', 'not started', 'expired', 'hidden'],
  ['needs_review', 'started', 'no expiry', 'hidden'],
  ['needs_review', 'started', 'not expired', 'hidden'],
  ['needs_review', 'started', 'expired', 'hidden'],
  ['needs_review', 'not started', 'no expiry', 'hidden'],
  ['needs_review', 'not started', 'not expired', 'hidden'],
  ['needs_review', 'not started', 'expired', 'hidden'],
  ['scheduled', 'started', 'no expiry', 'hidden'],
  ['scheduled', 'not started', 'not expired', 'hidden'],
  ['archived', 'started', 'no expiry', 'gone'],
  ['archived', 'started', 'not expired', 'gone'],
  ['archived', 'started', 'expired', 'gone'],
  ['archived', 'not started', 'no expiry', 'hidden'],
  ['archived', 'not started', 'not expired', 'hidden'],
  ['archived', 'not started', 'expired', 'hidden'],
];

let handle: DbHandle;
const region = testRegionId('open-jobs');
const idOf = new Map<string, string>();
const label = (state: string, start: string, expiry: string) => `${state}, ${start}, ${expiry}`;

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region, slug: `offen-${region}`, name: 'Offen GmbH' })
    .returning({ id: organizations.id });
  const rows = await handle.db
    .insert(jobs)
    .values(
      CASES.map(([state, start, expiry]) => ({
        regionId: region,
        organizationId: org.id,
        title: label(state, start, expiry),
        state,
        publishedAt: START[start],
        expiresAt: EXPIRY[expiry],
      })),
    )
    .returning({ id: jobs.id, title: jobs.title });
  for (const row of rows) idOf.set(row.title, row.id);
});
afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

describe('open jobs: published, started, not expired', () => {
  it.each(CASES)('%s, %s, %s → %s', async (state, start, expiry, status) => {
    const id = idOf.get(label(state, start, expiry))!;
    const listed = await handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, id), openJobs(NOW)));
    expect(listed.length === 1).toBe(status === 'open');
    expect(isJobAvailable({ state, publishedAt: START[start], expiresAt: EXPIRY[expiry] }, NOW)).toBe(
      status === 'open',
    );
    expect(await jobPageStatus(handle.db, region, id, NOW)).toBe(status);
  });
});
