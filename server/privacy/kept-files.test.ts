// @module-tag postgres
// "Gespeicherte Dateien" on Meine Daten: which of the person's files we keep and for how long, and that
// only their own imported CVs and the attachments of messages already sent can be deleted there; files of
// an application stay with it for the employer (docs/product-decisions.md "Data rights: kept files").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxJob, removeInboxJob } from '../applications/inbox/inbox-testing';
import type { Db } from '../db/client';
import { contactMessageAttachments, contactMessages, files } from '../db/schema';
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { getStorage } from '../storage/process-storage';
import { storedFileExists } from '../storage/storage-testing';
import { deleteKeptFile } from './delete-kept-file';
import { eraseAccount } from './erase-account';
import { listKeptFiles } from './kept-files';
import { type DataSubjectFixture, seedDataSubject, storedFile } from './privacy-testing';

let db: Db;
let fx: Fixtures;
let jobId: string;
let subject: DataSubjectFixture;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  const organizationId = fx.ownOrganization[fx.recruiter.id];
  jobId = await inboxJob(db, REGION, organizationId, 'Bürokraft Dateien');
  subject = await seedDataSubject(db, { regionId: REGION, jobId, organizationId, consent: fx.consent });
});
afterAll(async () => {
  await eraseAccount(db, getStorage(), subject.id);
  await removeInboxJob(db, jobId);
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const keyOf = async (id: string) => (await db.select().from(files).where(eq(files.id, id)))[0]?.storageKey;

describe('the kept files', () => {
  it('lists each file with how long it stays and whether the person may delete it', async () => {
    const kept = await listKeptFiles(db, subject);
    const byName = Object.fromEntries(kept.map((f) => [f.name, f]));
    expect(byName[`CV ${subject.lastName}.pdf`]).toMatchObject({
      kind: 'resume_import',
      retention: 'untilDeleted',
      deletable: true,
    });
    expect(byName[`${subject.lastName}.png`]).toMatchObject({ kind: 'resume_photo', deletable: false });
    expect(byName[`Frage ${subject.lastName}.png`]).toMatchObject({
      kind: 'contact_attachment',
      retention: 'sentMessage',
      messageSubject: 'Frage',
      deletable: true,
    });
    const attachments = kept.filter((f) => f.kind === 'application_attachment');
    expect(attachments).toHaveLength(2);
    for (const file of attachments)
      expect(file).toMatchObject({
        retention: 'withApplication',
        deletable: false,
        application: { jobTitle: 'Bürokraft Dateien', employer: expect.stringContaining('recruiter GmbH') },
      });
    const rejected = attachments.find((f) => f.id === subject.applicationFileId)!;
    expect(rejected.deletesOn?.toISOString().slice(0, 10)).toBe('2026-09-30');
    // The upload of a form that came back with errors is no kept file: it goes within a day.
    expect(kept.map((f) => f.name)).not.toContain(`Zeugnis ${subject.lastName}.png`);
  });

  it("deletes the person's own imported CV with its bytes, and nobody else's", async () => {
    const strangers = await storedFile(
      db,
      { regionId: REGION, name: 'fremd.pdf', purpose: 'resume_import' },
      fx.stranger.id,
    );
    expect(await deleteKeptFile(db, getStorage(), subject, strangers.id)).toBe('not-found');
    expect(await storedFileExists(strangers.storageKey)).toBe(true);
    await db.delete(files).where(eq(files.id, strangers.id));

    const key = (await keyOf(subject.cvFileId))!;
    expect(await deleteKeptFile(db, getStorage(), subject, subject.cvFileId)).toBe('deleted');
    expect(await keyOf(subject.cvFileId)).toBeUndefined();
    expect(await storedFileExists(key)).toBe(false);
    expect(await deleteKeptFile(db, getStorage(), subject, subject.cvFileId)).toBe('not-found');
    expect(await deleteKeptFile(db, getStorage(), subject, 'keine-id')).toBe('not-found');
  });

  it("keeps an application's attachment, and a message's until the message is sent", async () => {
    expect(await deleteKeptFile(db, getStorage(), subject, subject.applicationFileId)).toBe('kept');
    expect(await keyOf(subject.applicationFileId)).toBeDefined();

    const [link] = await db
      .select({ messageId: contactMessageAttachments.messageId })
      .from(contactMessageAttachments)
      .where(eq(contactMessageAttachments.fileId, subject.contactFileId));
    await db.update(contactMessages).set({ sendStatus: 'pending' }).where(eq(contactMessages.id, link.messageId));
    expect(await deleteKeptFile(db, getStorage(), subject, subject.contactFileId)).toBe('kept');

    await db.update(contactMessages).set({ sendStatus: 'sent' }).where(eq(contactMessages.id, link.messageId));
    expect(await deleteKeptFile(db, getStorage(), subject, subject.contactFileId)).toBe('deleted');
    expect(await keyOf(subject.contactFileId)).toBeUndefined();
    // The message itself stays (it is the record of what was sent), without the file.
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, link.messageId))).toHaveLength(1);
  });
});
