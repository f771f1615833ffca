import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import {
  files,
  jobApplicationAttachments,
  jobApplicationEvents,
  jobApplicationNotes,
  jobApplications,
  jobs,
  organizations,
  users,
} from '../db/schema';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { deletionDateOf } from '../applications/inbox/application-status';
import { DEMO_INBOX_JOB_TITLE, seedDemoApplications } from './applications';

let handle: DbHandle;
let uploads: string;
const regionId = testRegionId('seed-inbox');
/** A site without the inbox (docs/product-decisions.md "Applicant management off"). */
const mailOnlyId = testRegionId('seed-inbox-off');
const inbox = (id: string, on: boolean) => ({ id, FEATURES: { APPLICANT_FEATURE_ACTIVE: on } });
const domain = `inbox-${randomUUID().slice(0, 8)}.example`;
const REFERENCE = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  handle = await openTestDb();
  uploads = mkdtempSync(path.join(tmpdir(), 'seed-inbox-'));
  for (const site of [regionId, mailOnlyId]) {
    const [org] = await handle.db
      .insert(organizations)
      .values({ regionId: site, slug: `inbox-${randomUUID().slice(0, 8)}`, name: 'Demo GmbH' })
      .returning({ id: organizations.id });
    await handle.db
      .insert(users)
      .values({ email: `arbeitgeber@${site}.${domain}`, name: 'Demo', activeOrganizationId: org.id });
  }
});
afterAll(async () => {
  const sites = [regionId, mailOnlyId];
  await handle.db.delete(jobs).where(inArray(jobs.regionId, sites));
  await handle.db.delete(files).where(inArray(files.regionId, sites));
  await handle.db.delete(users).where(like(users.email, `%${domain}`));
  await deleteTestRegions(handle, sites);
  await handle.db.delete(organizations).where(inArray(organizations.regionId, sites));
  await handle.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('demo applications', () => {
  it('gives the demo employer a live job with one application per status, each with a CV, once', async () => {
    const storage = new LocalDiskStorage(uploads);
    const seed = () =>
      seedDemoApplications(handle.db, [inbox(regionId, true)], { referenceDate: REFERENCE, storage, domain });
    expect(await seed()).toBe(5);
    expect(await seed()).toBe(0);
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.regionId, regionId));
    expect(job).toMatchObject({ title: DEMO_INBOX_JOB_TITLE, state: 'published', applicationWorkflow: 'internal' });
    const rows = await handle.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['hired', 'in_review', 'invited', 'new', 'rejected']);
    expect(rows.every((r) => r.sendStatus === 'sent')).toBe(true);
    const rejected = rows.find((r) => r.status === 'rejected')!;
    // Deleted five months or so after the reference date: the inbox shows the date.
    expect(deletionDateOf(rejected.rejectedAt!).getTime()).toBeGreaterThan(REFERENCE.getTime());
    const ids = rows.map((r) => r.id);
    const attached = await handle.db
      .select({ key: files.storageKey })
      .from(jobApplicationAttachments)
      .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
      .where(inArray(jobApplicationAttachments.applicationId, ids));
    expect(attached).toHaveLength(5);
    const bytes = await new Response(await storage.read(attached[0].key)).arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const events = await handle.db
      .select()
      .from(jobApplicationEvents)
      .where(inArray(jobApplicationEvents.applicationId, ids));
    expect(events).toHaveLength(1 + 2 + 2 + 3);
    expect(
      await handle.db.select().from(jobApplicationNotes).where(inArray(jobApplicationNotes.applicationId, ids)),
    ).toHaveLength(1);
  });

  it('leaves every application new, without notes or history, where the site has no inbox', async () => {
    const storage = new LocalDiskStorage(uploads);
    const seeded = await seedDemoApplications(handle.db, [inbox(mailOnlyId, false)], {
      referenceDate: REFERENCE,
      storage,
      domain,
    });
    expect(seeded).toBe(5);
    const rows = await handle.db
      .select({ id: jobApplications.id, status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.regionId, mailOnlyId));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('new'));
    const ids = rows.map((r) => r.id);
    expect(
      await handle.db.select().from(jobApplicationEvents).where(inArray(jobApplicationEvents.applicationId, ids)),
    ).toEqual([]);
    expect(
      await handle.db.select().from(jobApplicationNotes).where(inArray(jobApplicationNotes.applicationId, ids)),
    ).toEqual([]);
  });
});
