// @module-tag postgres
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { type JobState, jobs, organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { endedJobs, expiredJobs, hasEnded, hasExpired, jobEndedAt, jobEndedAtSql } from './job-end';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

/**
 * state, expiry, last change → ended?, ended when, expired? The same table runs through the JavaScript forms
 * (a loaded row) and the SQL forms (a query on the test database): they must agree with it and each other.
 */
type Case = {
  name: string;
  state: JobState;
  expiresAt: Date | null;
  updatedAt: Date;
  endedAt: Date | null;
  expired: boolean;
};
const CASES: Case[] = [
  {
    name: 'published, no expiry',
    state: 'published',
    expiresAt: null,
    updatedAt: days(-9),
    endedAt: null,
    expired: false,
  },
  {
    name: 'published, expiry ahead',
    state: 'published',
    expiresAt: days(2),
    updatedAt: days(-9),
    endedAt: null,
    expired: false,
  },
  {
    name: 'published, expiring now',
    state: 'published',
    expiresAt: NOW,
    updatedAt: days(-9),
    endedAt: NOW,
    expired: true,
  },
  {
    name: 'published, ran out',
    state: 'published',
    expiresAt: days(-2),
    updatedAt: days(-9),
    endedAt: days(-2),
    expired: true,
  },
  {
    name: 'archived by the scheduler after its expiry',
    state: 'archived',
    expiresAt: days(-3),
    updatedAt: days(-2),
    endedAt: days(-3),
    expired: true,
  },
  {
    name: 'archived at its expiry',
    state: 'archived',
    expiresAt: days(-3),
    updatedAt: days(-3),
    endedAt: days(-3),
    expired: true,
  },
  {
    name: 'closed before its expiry',
    state: 'archived',
    expiresAt: days(5),
    updatedAt: days(-4),
    endedAt: days(-4),
    expired: false,
  },
  {
    name: 'closed, no expiry',
    state: 'archived',
    expiresAt: null,
    updatedAt: days(-4),
    endedAt: days(-4),
    expired: false,
  },
  // Not public: never ended, whatever the expiry says (a job edited back into review keeps its applications).
  {
    name: 'in review, expiry passed',
    state: 'needs_review',
    expiresAt: days(-2),
    updatedAt: days(-9),
    endedAt: null,
    expired: false,
  },
  {
    name: 'draft, expiry passed',
    state: 'draft',
    expiresAt: days(-2),
    updatedAt: days(-9),
    endedAt: null,
    expired: false,
  },
  {
    name: 'scheduled, expiry passed',
    state: 'scheduled',
    expiresAt: days(-2),
    updatedAt: days(-9),
    endedAt: null,
    expired: false,
  },
  {
    name: 'scheduled, no expiry',
    state: 'scheduled',
    expiresAt: null,
    updatedAt: days(-9),
    endedAt: null,
    expired: false,
  },
];

let handle: DbHandle;
const region = testRegionId('job-end');
const idOf = new Map<string, string>();

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region, slug: `ende-${region}`, name: 'Ende GmbH' })
    .returning({ id: organizations.id });
  const rows = await handle.db
    .insert(jobs)
    .values(
      CASES.map(({ name, state, expiresAt, updatedAt }) => ({
        regionId: region,
        organizationId: org.id,
        title: name,
        state,
        publishedAt: state === 'draft' || state === 'needs_review' ? null : days(-30),
        expiresAt,
        updatedAt,
      })),
    )
    .returning({ id: jobs.id, title: jobs.title });
  for (const row of rows) idOf.set(row.title, row.id);
});
afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

describe('when a job ends: the JavaScript and SQL forms agree', () => {
  it.each(CASES)('$name', async (job) => {
    const [row] = await handle.db
      .select({
        ended: endedJobs(NOW),
        endedAt: jobEndedAtSql(NOW),
        expired: expiredJobs(NOW),
      })
      .from(jobs)
      .where(eq(jobs.id, idOf.get(job.name)!));
    const inSql = {
      ended: Boolean(row.ended),
      endedAt: row.endedAt === null ? null : new Date(row.endedAt).toISOString(),
      expired: Boolean(row.expired),
    };
    const inJs = {
      ended: hasEnded(job, NOW),
      endedAt: jobEndedAt(job, NOW)?.toISOString() ?? null,
      expired: hasExpired(job, NOW),
    };
    const expected = { ended: job.endedAt !== null, endedAt: job.endedAt?.toISOString() ?? null, expired: job.expired };
    expect(inJs).toEqual(expected);
    expect(inSql).toEqual(expected);
  });
});
