// @module-tag postgres
// Uploads nothing uses are purged after a day, anonymous or owned (a free account could fill the disk with
// files it never used), and no file that a draft, a resume, an application, an organization profile or its
// draft, an ad or the CV import still uses. On a real database and the local disk.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { useOpenJob } from '../applications/open-job-testing';
import { REGION, SAMPLE_FILES } from '../graphql/testing';
import { storedFileExists } from './storage-testing';
import {
  type filePurpose,
  files,
  jobApplicationDrafts,
  jobRevisions,
  jobs,
  organizationProfileDrafts,
  organizations,
  resumes,
} from '../db/schema';
import { purgeAbandonedUploads } from './purge-abandoned-uploads';
import { recordUpload } from './record-upload';
import { storeUpload } from './store-upload';
import { getStorage } from './process-storage';

const t = useOpenJob('Lagerist (m/w/d)', 'lager@firma.example');
const made: string[] = [];
afterAll(async () => {
  await t.db.delete(jobRevisions).where(eq(jobRevisions.jobId, t.jobId));
  await t.db.delete(resumes).where(eq(resumes.userId, t.fx.applicant.id));
});

async function uploaded(
  ownerId: string | null,
  purpose: (typeof filePurpose.enumValues)[number] = 'other',
): Promise<{ id: string; key: string }> {
  const stored = await storeUpload(getStorage(), new File([SAMPLE_FILES.pdf], 'datei.pdf'));
  const id = await recordUpload(t.db, stored, { ownerId, purpose, regionId: REGION });
  made.push(id);
  return { id, key: stored.storageKey };
}

const remaining = async () =>
  new Set((await t.db.select({ id: files.id }).from(files).where(inArray(files.id, made))).map((r) => r.id));

// The files are dated back instead of the clock moved on: the purge runs over the whole table, and on a
// shared PostgreSQL server other test files' fresh uploads must stay untouched.
const age = (hours: number) =>
  t.db
    .update(files)
    .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
    .where(inArray(files.id, made));

it('deletes unused uploads after a day, anonymous and owned alike, rows and bytes', async () => {
  const anonymous = await uploaded(null);
  const owned = await uploaded(t.fx.applicant.id);
  await age(23);
  await purgeAbandonedUploads(t.db, getStorage());
  expect(await remaining()).toEqual(new Set([anonymous.id, owned.id]));

  await age(25);
  expect(await purgeAbandonedUploads(t.db, getStorage())).toBeGreaterThanOrEqual(2);
  const left = await remaining();
  expect(left.has(anonymous.id) || left.has(owned.id)).toBe(false);
  expect(await storedFileExists(owned.key)).toBe(false);
  expect(await storedFileExists(anonymous.key)).toBe(false);
});

it('keeps every owned upload that something still uses, however old', async () => {
  const recruiter = t.fx.recruiter.id;
  const organizationId = t.fx.ownOrganization[recruiter];
  const uses = {
    applicationDraft: await uploaded(null),
    resumePhoto: await uploaded(t.fx.applicant.id),
    organizationProfile: await uploaded(recruiter),
    organizationProfileDraft: await uploaded(recruiter),
    adFile: await uploaded(recruiter),
    adLogo: await uploaded(recruiter),
    pendingRevisionLogo: await uploaded(recruiter),
    cvImport: await uploaded(t.fx.applicant.id, 'resume_import'),
    permanent: await uploaded(recruiter),
  };
  await t.db.insert(jobApplicationDrafts).values({
    jobId: t.jobId,
    regionId: REGION,
    fields: { firstName: 'Anna', lastName: '', emailAddress: '', coverLetter: '', answers: {} },
    fileIds: [uses.applicationDraft.id],
  });
  await t.db
    .insert(resumes)
    .values({ userId: t.fx.applicant.id, regionId: REGION, personalInfo: { photoFileId: uses.resumePhoto.id } })
    .onConflictDoUpdate({
      target: [resumes.userId, resumes.regionId],
      set: { personalInfo: { photoFileId: uses.resumePhoto.id } },
    });
  await t.db
    .update(organizations)
    .set({ gallery: [{ fileId: uses.organizationProfile.id, alt: 'Halle' }] })
    .where(eq(organizations.id, organizationId));
  await t.db
    .insert(organizationProfileDrafts)
    .values({ organizationId, data: { media: { logoFileId: uses.organizationProfileDraft.id } } })
    .onConflictDoUpdate({
      target: organizationProfileDrafts.organizationId,
      set: { data: { media: { logoFileId: uses.organizationProfileDraft.id } } },
    });
  await t.db.update(jobs).set({ fileId: uses.adFile.id, logoFileId: uses.adLogo.id }).where(eq(jobs.id, t.jobId));
  // A live job's changes wait in a revision until an editor approves them, which may take days.
  await t.db
    .insert(jobRevisions)
    .values({ jobId: t.jobId, fields: { title: 'Lagerist (m/w/d)', logoFileId: uses.pendingRevisionLogo.id } })
    .onConflictDoUpdate({
      target: jobRevisions.jobId,
      set: { fields: { title: 'Lagerist (m/w/d)', logoFileId: uses.pendingRevisionLogo.id } },
    });
  await t.db.update(files).set({ permanentAt: new Date() }).where(eq(files.id, uses.permanent.id));
  await age(30 * 24);

  await purgeAbandonedUploads(t.db, getStorage());
  const left = await remaining();
  for (const [use, file] of Object.entries(uses)) {
    expect(left.has(file.id), use).toBe(true);
    expect(await storedFileExists(file.key), use).toBe(true);
  }
});
