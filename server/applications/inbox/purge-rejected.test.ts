// Rejected applications are deleted six months after the rejection with their files (rows and bytes), by two
// app instances at once without either failing or deleting one twice.
import { REGION, createFixtures, type Fixtures, openGraphQLTestDb, closeGraphQLTestDb } from '../../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { files, jobApplications } from '../../db/schema';
import { getStorage } from '../../storage/storage';
import { inboxApplication, inboxJob, removeInboxJob } from './inbox-testing';
import { purgeRejectedApplications } from './purge-rejected';

let db: Db;
let fx: Fixtures;
let jobId: string;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  jobId = await inboxJob(db, REGION, fx.ownOrganization[fx.recruiter.id]);
});
afterAll(async () => {
  await removeInboxJob(db, jobId);
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const exists = (key: string) =>
  getStorage()
    .read(key)
    .then(async (body) => (await body.cancel(), true))
    .catch(() => false);

describe('deleting rejected applications', () => {
  it('deletes them on their date with their files, keeps younger and taken-back ones, once across two runs', async () => {
    const rejectedAt = new Date('2026-08-31T08:30:00Z');
    const due = await Promise.all(
      [1, 2, 3].map(() => inboxApplication(db, { regionId: REGION, jobId, status: 'rejected', rejectedAt })),
    );
    const young = await inboxApplication(db, {
      regionId: REGION,
      jobId,
      status: 'rejected',
      rejectedAt: new Date('2026-09-01T08:30:00Z'),
    });
    // Taken back into review: its old rejection time no longer counts.
    const back = await inboxApplication(db, { regionId: REGION, jobId, status: 'in_review', rejectedAt });
    const keys = due.map((a) => a.file!.storageKey);
    expect(await Promise.all(keys.map(exists))).toEqual([true, true, true]);

    // The inbox says 28 February 2027 (six months, clamped to the month's end): not a minute earlier.
    expect(await purgeRejectedApplications(db, getStorage(), new Date('2027-02-28T08:29:00Z'))).toBe(0);
    const at = new Date('2027-02-28T08:30:00Z');
    const runs = await Promise.all([
      purgeRejectedApplications(db, getStorage(), at),
      purgeRejectedApplications(db, getStorage(), at),
    ]);
    expect(runs[0] + runs[1]).toBe(3);

    const left = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, jobId));
    expect(left.map((r) => r.id).sort()).toEqual([young.id, back.id].sort());
    const fileIds = due.map((a) => a.file!.id);
    expect(await db.select().from(files).where(inArray(files.id, fileIds))).toEqual([]);
    expect(await Promise.all(keys.map(exists))).toEqual([false, false, false]);
    expect(await exists(young.file!.storageKey)).toBe(true);
  });
});
