// @module-tag postgres
// The demo applicant's side: a complete, visible resume and two own applications, one the employer
// invited to, placed once however often the seed runs.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { DbHandle } from '../db/client';
import {
  files,
  jobApplicationAttachments,
  jobApplicationEvents,
  jobApplications,
  jobs,
  organizations,
  resumes,
  users,
} from '../db/schema';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { openTestDb, testRegionId } from '../db/testing';
import { seedApplicantDemo } from './applicant-demo';
import { DEMO_INBOX_JOB_TITLE } from './applications';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
const domain = 'seed-applicant.example';
const region = { ...getRegion('rosenheim')!, id: testRegionId('seed-app') };
const applicantEmail = `bewerber@${region.id}.${domain}`;
const recruiterEmail = `arbeitgeber@${region.id}.${domain}`;
const uploads = mkdtempSync(path.join(tmpdir(), 'seed-applicant-'));
const storage = new LocalDiskStorage(uploads);
const options = { referenceDate: REFERENCE, domain, storage };
let handle: DbHandle;
let organizationId: string;
let inboxJobId: string;

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region.id, slug: `demo-${randomUUID()}`, name: 'Demo Büro GmbH' })
    .returning({ id: organizations.id });
  organizationId = org.id;
  await handle.db.insert(users).values([{ email: applicantEmail }, { email: recruiterEmail }]);
  const published = {
    regionId: region.id,
    organizationId,
    state: 'published' as const,
    publishedAt: REFERENCE,
    expiresAt: new Date(REFERENCE.getTime() + 30 * 86_400_000),
  };
  const [inbox] = await handle.db
    .insert(jobs)
    .values([
      { ...published, title: DEMO_INBOX_JOB_TITLE, applicationWorkflow: 'internal' as const },
      { ...published, title: 'Pflegefachkraft (m/w/d)', applicationWorkflow: 'internal' as const },
      {
        ...published,
        title: 'Sachbearbeitung (m/w/d)',
        applicationWorkflow: 'internal' as const,
        occupationalFields: [1015],
      },
    ])
    .returning({ id: jobs.id });
  inboxJobId = inbox.id;
});
afterAll(async () => {
  await handle.db.delete(jobs).where(eq(jobs.organizationId, organizationId));
  await handle.db.delete(files).where(eq(files.regionId, region.id));
  await handle.db.delete(organizations).where(eq(organizations.id, organizationId));
  await handle.db.delete(users).where(inArray(users.email, [applicantEmail, recruiterEmail]));
  await handle.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('seedApplicantDemo', () => {
  it('gives the demo applicant a complete, visible resume with every group, once', async () => {
    expect(await seedApplicantDemo(handle.db, [region], options)).toBe(1);
    expect(await seedApplicantDemo(handle.db, [region], options)).toBe(0);
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, applicantEmail));
    const rows = await handle.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(rows).toHaveLength(1);
    const [resume] = rows;
    expect(resume).toMatchObject({ regionId: region.id, visible: true, complete: true });
    expect(resume.personalInfo).toMatchObject({ firstName: 'Bea', lastName: 'Bewerberin' });
    expect(resume.personalInfo.homeLocation?.label).toBe(region.GEO_INFO.fixtures[0].label);
    expect(resume.workExperience.map((w) => w.period)).toEqual([
      { start: '2019-03', current: true },
      { start: '2016-04', end: '2019-02' },
    ]);
    expect(resume.education).toHaveLength(1);
    expect(resume.languageTids.length).toBeGreaterThan(0);
    expect(resume.skillTids.length).toBeGreaterThan(0);
    expect(resume.occupationTids).toEqual(resume.jobPreferences.desiredOccupation);
  });

  it('files two own applications with the resume: one the employer invited to (with its history), one new', async () => {
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, applicantEmail));
    const [recruiter] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, recruiterEmail));
    const own = await handle.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, user.id))
      .orderBy(asc(jobApplications.createdAt));
    expect(own.map((a) => a.status)).toEqual(['invited', 'new']);
    expect(own[0].jobId).toBe(inboxJobId);
    // The second one goes to an office job like hers, not to any job of the site.
    const [second] = await handle.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, own[1].jobId));
    expect(second.title).toBe('Sachbearbeitung (m/w/d)');
    // The resume went along as a PDF, as "Lebenslauf als PDF anhängen" sends it.
    for (const application of own) {
      const attached = await handle.db
        .select({ name: files.originalName, key: files.storageKey })
        .from(jobApplicationAttachments)
        .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
        .where(eq(jobApplicationAttachments.applicationId, application.id));
      expect(attached.map((a) => a.name)).toEqual(['Lebenslauf Bea Bewerberin.pdf']);
      const bytes = new Uint8Array(await new Response(await storage.read(attached[0].key)).arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    }
    expect(new Set(own.map((a) => a.resumeId)).size).toBe(1);
    expect(own.every((a) => a.resumeId && a.sendStatus === 'sent' && a.emailAddress === applicantEmail)).toBe(true);
    const events = await handle.db
      .select()
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, own[0].id));
    expect(events).toMatchObject([{ fromStatus: 'new', toStatus: 'invited', actorId: recruiter.id }]);
  });
});
