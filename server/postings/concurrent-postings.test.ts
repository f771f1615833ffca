// @module-tag postgres
// Work that may run twice at once: two submits with one credit left, and the scheduled publication and
// ending of jobs run by two app instances at the same time.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { creditLedger, jobs, organizations, subscriptions } from '../db/schema';
import { jobPageStatus } from '../jobs/job-status';
import { endExpiredJobs, publishDueJobs } from './scheduled-postings';
import { submitJobPosting } from './submit-posting';

let db: Db;
let fx: Fixtures;
let org: string;
const DAY = 86_400_000;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  const [row] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `parallel-${crypto.randomUUID()}`, name: 'Parallel GmbH', trusted: true })
    .returning({ id: organizations.id });
  org = row.id;
});
afterAll(async () => {
  await db.delete(organizations).where(eq(organizations.id, org));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

/** A draft ready to submit: a job per link with a work place, an employment type and a field. */
async function draft(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({
      regionId: REGION,
      organizationId: org,
      title: 'Lagerist',
      type: 'job_per_link',
      linkUrl: 'https://example.test/lagerist',
      state: 'draft',
      lat: 49.45,
      lon: 11.08,
      locationLabel: 'Nürnberg',
      employmentTypes: [1],
      occupationalFields: [2],
      ...values,
    })
    .returning({ id: jobs.id });
  return job.id;
}

describe('postings run concurrently', () => {
  it('publishes exactly one of two jobs submitted at once with one credit left', async () => {
    await db
      .insert(creditLedger)
      .values({ organizationId: org, regionId: REGION, type: 'job', delta: 1, reason: 'grant' });
    const [a, b] = [await draft(), await draft()];
    const actor = { id: fx.recruiter.id, adminLike: false };
    const results = await Promise.all([a, b].map((jobId) => submitJobPosting(db, { regionId: REGION, jobId, actor })));
    expect(results.map((r) => r.outcome).sort()).toEqual(['no_credit', 'published']);
    const uses = await db
      .select()
      .from(creditLedger)
      .where(inArray(creditLedger.jobId, [a, b]));
    expect(uses).toHaveLength(1);
  });

  it('charges a double-clicked submit once', async () => {
    await db
      .insert(creditLedger)
      .values({ organizationId: org, regionId: REGION, type: 'job', delta: 2, reason: 'grant' });
    const job = await draft();
    const actor = { id: fx.recruiter.id, adminLike: false };
    const results = await Promise.all([1, 2].map(() => submitJobPosting(db, { regionId: REGION, jobId: job, actor })));
    expect(results.map((r) => r.outcome)).toEqual(['published', 'published']);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.jobId, job))).toHaveLength(1);
  });

  it('publishes a due scheduled job once and ends an expired one once, with two runs at the same time', async () => {
    const now = new Date();
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        organizationId: org,
        productId: fx.productId,
        regionId: REGION,
        label: 'Paket',
        type: 'job_slots',
        status: 'active',
        startDate: new Date(now.getTime() - DAY),
        endDate: new Date(now.getTime() + 30 * DAY),
        availableJobSlots: 1,
      })
      .returning({ id: subscriptions.id });
    const due = await draft({ state: 'scheduled', publishedAt: new Date(now.getTime() - 1000) });
    const expired = await draft({
      state: 'published',
      publishedAt: new Date(now.getTime() - 20 * DAY),
      expiresAt: new Date(now.getTime() - 1000),
      chargedWith: 'slot',
      subscriptionId: subscription.id,
    });
    await db.insert(creditLedger).values({
      organizationId: org,
      regionId: REGION,
      type: 'job_slot',
      delta: -1,
      reason: 'use',
      subscriptionId: subscription.id,
      jobId: expired,
    });

    const published = await Promise.all([publishDueJobs(db, now), publishDueJobs(db, now)]);
    expect(published.flat().filter((id) => id === due)).toEqual([due]);
    const ended = await Promise.all([endExpiredJobs(db, now), endExpiredJobs(db, now)]);
    expect(ended.flat().filter((id) => id === expired)).toEqual([expired]);

    expect(await jobPageStatus(db, REGION, due, now)).toBe('open');
    expect(await jobPageStatus(db, REGION, expired, now)).toBe('gone');
    const slotEntries = await db.select().from(creditLedger).where(eq(creditLedger.subscriptionId, subscription.id));
    expect(slotEntries.map((e) => e.delta).sort()).toEqual([-1, 1]);
  });
});
