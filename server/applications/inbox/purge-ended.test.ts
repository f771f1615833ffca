// @module-tag postgres
// Applications are deleted six months after they ended (rejected, or the job closed or expired) with their
// files (rows and bytes), by two app instances at once without either failing or deleting one twice.
import { REGION, createFixtures, type Fixtures, openGraphQLTestDb, closeGraphQLTestDb } from '../../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileExists } from '../../storage/storage-testing';
import type { Db } from '../../db/client';
import { files, jobApplications, jobs } from '../../db/schema';
import { getStorage } from '../../storage/process-storage';
import { inboxApplication, inboxJob, removeInboxJob } from './inbox-testing';
import { purgeEndedApplications } from './purge-ended';

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

describe('deleting ended applications', () => {
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
    expect(await Promise.all(keys.map(storedFileExists))).toEqual([true, true, true]);

    // The inbox says 28 February 2027 (six months, clamped to the month's end): not a minute earlier.
    expect(await purgeEndedApplications(db, getStorage(), new Date('2027-02-28T08:29:00Z'))).toBe(0);
    const at = new Date('2027-02-28T08:30:00Z');
    const runs = await Promise.all([
      purgeEndedApplications(db, getStorage(), at),
      purgeEndedApplications(db, getStorage(), at),
    ]);
    expect(runs[0] + runs[1]).toBe(3);

    const left = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, jobId));
    expect(left.map((r) => r.id).sort()).toEqual([young.id, back.id].sort());
    const fileIds = due.map((a) => a.file!.id);
    expect(await db.select().from(files).where(inArray(files.id, fileIds))).toEqual([]);
    expect(await Promise.all(keys.map(storedFileExists))).toEqual([false, false, false]);
    expect(await storedFileExists(young.file!.storageKey)).toBe(true);
  });

  it('deletes them six months after their job was closed or expired, keeps those of open jobs and jobs in review', async () => {
    const organizationId = fx.ownOrganization[fx.recruiter.id];
    const closed = await inboxJob(db, REGION, organizationId, 'Geschlossen');
    const expired = await inboxJob(db, REGION, organizationId, 'Abgelaufen');
    const open = await inboxJob(db, REGION, organizationId, 'Offen');
    const inReview = await inboxJob(db, REGION, organizationId, 'In Prüfung');
    // Closed by the employer on 10 March (an expiry long ahead), archived after its expiry on 1 April.
    await db
      .update(jobs)
      .set({
        state: 'archived',
        updatedAt: new Date('2020-03-10T12:00:00Z'),
        expiresAt: new Date('2032-01-01T00:00:00Z'),
      })
      .where(eq(jobs.id, closed));
    await db
      .update(jobs)
      .set({
        state: 'archived',
        updatedAt: new Date('2020-04-02T00:01:00Z'),
        expiresAt: new Date('2020-04-01T00:00:00Z'),
      })
      .where(eq(jobs.id, expired));
    await db
      .update(jobs)
      .set({ expiresAt: new Date('2032-06-01T00:00:00Z') })
      .where(eq(jobs.id, open));
    // Back in review past its old expiry: not ended, so its applications stay until it is closed or runs out.
    await db
      .update(jobs)
      .set({ state: 'needs_review', expiresAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(jobs.id, inReview));
    const hired = await inboxApplication(db, { regionId: REGION, jobId: closed, status: 'hired' });
    const waiting = await inboxApplication(db, { regionId: REGION, jobId: expired });
    const current = await inboxApplication(db, {
      regionId: REGION,
      jobId: open,
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const reviewed = await inboxApplication(db, { regionId: REGION, jobId: inReview });
    const left = async () =>
      (
        await db
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(inArray(jobApplications.id, [hired.id, waiting.id, current.id, reviewed.id]))
      )
        .map((r) => r.id)
        .sort();

    // Dates long past, so no other test's application is due meanwhile (tests may share one database).
    await purgeEndedApplications(db, getStorage(), new Date('2020-09-10T11:59:00Z'));
    expect(await left()).toEqual([hired.id, waiting.id, current.id, reviewed.id].sort());
    await purgeEndedApplications(db, getStorage(), new Date('2020-09-10T12:00:00Z'));
    expect(await left()).toEqual([waiting.id, current.id, reviewed.id].sort());
    expect(await storedFileExists(hired.file!.storageKey)).toBe(false);
    await purgeEndedApplications(db, getStorage(), new Date('2020-10-01T00:00:00Z'));
    expect(await left()).toEqual([current.id, reviewed.id].sort());
    for (const id of [closed, expired, open, inReview]) await removeInboxJob(db, id);
  });
});
