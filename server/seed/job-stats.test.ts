// The demo's daily figures: only for the demo recruiter's jobs, only while a job was online, plausible, once.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { jobDailyStats, jobs, users } from '../db/schema';
import { seedDemoJobStats } from './job-stats';

let db: Db;
let fx: Fixtures;
const domain = `stats-${randomUUID().slice(0, 8)}.example`;
const REFERENCE = new Date('2026-11-20T08:00:00Z');
const DAY = 86_400_000;
let user: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  const org = fx.strangerOrganization;
  const [row] = await db
    .insert(users)
    .values({ email: `arbeitgeber@${REGION}.${domain}`, name: 'Demo', activeOrganizationId: org })
    .returning({ id: users.id });
  user = row.id;
  const base = { regionId: REGION, organizationId: org, title: 'Demo' };
  const inserted = await db
    .insert(jobs)
    .values([
      { ...base, state: 'published', publishedAt: new Date(REFERENCE.getTime() - 10 * DAY) },
      {
        ...base,
        state: 'published',
        applicationWorkflow: 'link',
        applicationLink: 'https://example.test/bewerben',
        publishedAt: new Date(REFERENCE.getTime() - 90 * DAY),
      },
      { ...base, state: 'draft' },
    ])
    .returning({ id: jobs.id });
  [ids.recent, ids.link, ids.draft] = inserted.map((j) => j.id);
});
afterAll(async () => {
  await db.delete(jobs).where(inArray(jobs.id, Object.values(ids)));
  await db.delete(users).where(eq(users.id, user));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

describe('demo job statistics', () => {
  it('writes plausible figures for the days a job was online, once', async () => {
    const regions = [{ id: REGION }];
    const written = await seedDemoJobStats(db, regions, { seed: 1, referenceDate: REFERENCE, domain });
    expect(written).toBe(11 + 30);
    expect(await seedDemoJobStats(db, regions, { seed: 1, referenceDate: REFERENCE, domain })).toBe(0);
    const rows = await db
      .select()
      .from(jobDailyStats)
      .where(inArray(jobDailyStats.jobId, Object.values(ids)));
    expect(rows.filter((r) => r.jobId === ids.draft)).toEqual([]);
    expect(
      rows
        .filter((r) => r.jobId === ids.recent)
        .map((r) => r.day)
        .sort()[0],
    ).toBe('2026-11-10');
    for (const r of rows) {
      expect(r.applyStarts).toBeLessThanOrEqual(r.views);
      expect(r.applications).toBeLessThanOrEqual(r.applyStarts);
      if (r.jobId === ids.link) expect(r.applications).toBe(0);
      else expect(r.outboundClicks).toBe(0);
    }
    // The statistics page has tracking pixel impressions to show (docs/product.md §1 JOB_TRACKING_PIXEL).
    expect(rows.some((r) => r.pixelImpressions > 0)).toBe(true);
  });
});
