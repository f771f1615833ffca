// @module-tag postgres
// The demo's Merkliste: the demo applicant of a site with the Merkliste on has two open jobs and one that ended
// saved, once; a site with it off gets none.
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobBookmarks, jobs, organizations, users } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { seedBookmarkDemo } from './bookmark-demo';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
const DAY = 86_400_000;
const domain = 'seed-bookmarks.example';
const on = { id: testRegionId('seed-bookmarks'), FEATURES: { BOOKMARKS_FEATURE_ACTIVE: true } };
const off = { id: testRegionId('seed-no-bookmarks'), FEATURES: { BOOKMARKS_FEATURE_ACTIVE: false } };
let handle: DbHandle;
const titleOf = new Map<string, string>();

beforeAll(async () => {
  handle = await openTestDb();
  const { db } = handle;
  for (const region of [on, off]) {
    const [org] = await db
      .insert(organizations)
      .values({ regionId: region.id, slug: `demo-${randomUUID()}`, name: 'Demo GmbH' })
      .returning({ id: organizations.id });
    const rows = await db
      .insert(jobs)
      .values(
        [
          { title: 'Neueste', state: 'published' as const, daysAgo: 1 },
          { title: 'Zweitneueste', state: 'published' as const, daysAgo: 2 },
          { title: 'Älter', state: 'published' as const, daysAgo: 5 },
          { title: 'Beendet', state: 'archived' as const, daysAgo: 40 },
          { title: 'Entwurf', state: 'draft' as const, daysAgo: null },
        ].map((job) => ({
          regionId: region.id,
          organizationId: org.id,
          title: job.title,
          state: job.state,
          publishedAt: job.daysAgo === null ? null : new Date(REFERENCE.getTime() - job.daysAgo * DAY),
          expiresAt: new Date(REFERENCE.getTime() + 20 * DAY),
        })),
      )
      .returning({ id: jobs.id, title: jobs.title });
    for (const row of rows) titleOf.set(row.id, row.title);
    await db.insert(users).values({ email: `bewerber@${region.id}.${domain}` });
  }
});
afterAll(async () => {
  await handle.db.delete(users).where(like(users.email, `%.${domain}`));
  await deleteTestRegions(handle, [on.id, off.id]);
  await handle.close();
});

describe('seedBookmarkDemo', () => {
  it('saves two open jobs and one that ended for the demo applicant, once, where the Merkliste is on', async () => {
    const { db } = handle;
    expect(await seedBookmarkDemo(db, [on, off], { referenceDate: REFERENCE, domain })).toBe(3);
    expect(await seedBookmarkDemo(db, [on, off], { referenceDate: REFERENCE, domain })).toBe(0);
    const saved = await db
      .select({ jobId: jobBookmarks.jobId, email: users.email })
      .from(jobBookmarks)
      .innerJoin(users, eq(users.id, jobBookmarks.userId))
      .where(like(users.email, `%.${domain}`))
      .orderBy(jobBookmarks.createdAt);
    expect(saved.map((row) => row.email)).toEqual(Array(3).fill(`bewerber@${on.id}.${domain}`));
    expect(saved.map((row) => titleOf.get(row.jobId))).toEqual(['Beendet', 'Zweitneueste', 'Neueste']);
  });
});
