// @module-tag postgres
// Drafts of the application and the contact form are personal data: after a day they go, with the uploads
// they held, and so do that form's uploads no draft holds; fresh drafts, permanent files and the other
// form's uploads stay. On a real database and the local disk.
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useOpenJob } from '../applications/open-job-testing';
import { REGION, SAMPLE_FILES } from '../graphql/testing';
import { contactDrafts, type filePurpose, files, jobApplicationDrafts } from '../db/schema';
import { type DraftKind, purgeDrafts } from './purge-drafts';
import { recordUpload } from './record-upload';
import { storedFileExists } from './storage-testing';
import { storeUpload } from './store-upload';
import { getStorage } from './process-storage';

const t = useOpenJob('Kommissionierer (m/w/d)', 'kommission@firma.example');

type Purpose = (typeof filePurpose.enumValues)[number];
const PURPOSE: Record<DraftKind, Purpose> = { application: 'application_attachment', contact: 'contact_attachment' };
const OTHER: Record<DraftKind, Purpose> = { application: 'contact_attachment', contact: 'application_attachment' };

async function uploaded(purpose: Purpose, hoursOld: number): Promise<{ id: string; key: string }> {
  const stored = await storeUpload(getStorage(), new File([SAMPLE_FILES.pdf], 'anlage.pdf'));
  const id = await recordUpload(t.db, stored, { ownerId: null, purpose, regionId: REGION });
  await t.db
    .update(files)
    .set({ createdAt: new Date(Date.now() - hoursOld * 3600_000) })
    .where(eq(files.id, id));
  return { id, key: stored.storageKey };
}

/** A draft of the form holding the files, dated back (the purge runs over the whole table: other tests' stay). */
async function draft(kind: DraftKind, fileIds: string[], hoursOld: number): Promise<string> {
  const createdAt = new Date(Date.now() - hoursOld * 3600_000);
  if (kind === 'contact') {
    const fields = { name: 'Eva Muster', email: 'eva@example.com', subject: 'Frage', message: 'Hallo', copy: false };
    const [row] = await t.db
      .insert(contactDrafts)
      .values({ regionId: REGION, fields, fileIds, createdAt })
      .returning({ id: contactDrafts.id });
    return row.id;
  }
  const fields = {
    firstName: 'Eva',
    lastName: 'Muster',
    emailAddress: 'eva@example.com',
    coverLetter: '',
    answers: {},
  };
  const [row] = await t.db
    .insert(jobApplicationDrafts)
    .values({ jobId: t.jobId, regionId: REGION, fields, fileIds, createdAt })
    .returning({ id: jobApplicationDrafts.id });
  return row.id;
}

async function draftsLeft(kind: DraftKind, ids: string[]): Promise<string[]> {
  const table = kind === 'contact' ? contactDrafts : jobApplicationDrafts;
  return (await t.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id);
}

const filesLeft = async (ids: string[]) =>
  new Set((await t.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((r) => r.id));

it.each<DraftKind>(['application', 'contact'])(
  '%s drafts: a day-old draft goes with its uploads, fresh ones and other files stay',
  async (kind) => {
    const oldFile = await uploaded(PURPOSE[kind], 25);
    const freshDraftFile = await uploaded(PURPOSE[kind], 25);
    const orphan = await uploaded(PURPOSE[kind], 25);
    const youngOrphan = await uploaded(PURPOSE[kind], 2);
    const otherForm = await uploaded(OTHER[kind], 25);
    const oldDraft = await draft(kind, [oldFile.id], 25);
    const freshDraft = await draft(kind, [freshDraftFile.id], 23);

    expect(await purgeDrafts(t.db, getStorage(), kind)).toBeGreaterThanOrEqual(1);

    expect(await draftsLeft(kind, [oldDraft, freshDraft])).toEqual([freshDraft]);
    const left = await filesLeft([oldFile.id, freshDraftFile.id, orphan.id, youngOrphan.id, otherForm.id]);
    expect(left).toEqual(new Set([freshDraftFile.id, youngOrphan.id, otherForm.id]));
    expect(await storedFileExists(oldFile.key)).toBe(false);
    expect(await storedFileExists(orphan.key)).toBe(false);
    expect(await storedFileExists(freshDraftFile.key)).toBe(true);
  },
);
