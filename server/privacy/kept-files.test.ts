// @module-tag postgres
// "Gespeicherte Dateien" on Meine Daten: which of the person's files we keep and for how long, and that
// only their own imported CVs and the attachments of messages already sent can be deleted there; files of
// an application stay with it for the employer (docs/product-decisions.md "Data rights: kept files").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessageAttachments, contactMessages, files } from '../db/schema';
import { REGION } from '../graphql/testing';
import { getStorage } from '../storage/process-storage';
import { storedFileExists } from '../storage/storage-testing';
import { useDataSubject } from './data-subject-testing';
import { deleteKeptFile } from './delete-kept-file';
import { listKeptFiles } from './kept-files';
import { storedFile } from './privacy-testing';

const t = useDataSubject('Bürokraft Dateien');

const keyOf = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0]?.storageKey;

describe('the kept files', () => {
  it('lists each file with how long it stays and whether the person may delete it', async () => {
    const kept = await listKeptFiles(t.db, t.subject);
    const byName = Object.fromEntries(kept.map((f) => [f.name, f]));
    expect(byName[`CV ${t.subject.lastName}.pdf`]).toMatchObject({
      kind: 'resume_import',
      retention: 'untilDeleted',
      deletable: true,
    });
    expect(byName[`${t.subject.lastName}.png`]).toMatchObject({ kind: 'resume_photo', deletable: false });
    expect(byName[`Frage ${t.subject.lastName}.png`]).toMatchObject({
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
    const rejected = attachments.find((f) => f.id === t.subject.applicationFileId)!;
    expect(rejected.deletesOn?.toISOString().slice(0, 10)).toBe('2026-09-30');
    // The upload of a form that came back with errors is no kept file: it goes within a day.
    expect(kept.map((f) => f.name)).not.toContain(`Zeugnis ${t.subject.lastName}.png`);
  });

  it("deletes the person's own imported CV with its bytes, and nobody else's", async () => {
    const strangers = await storedFile(
      t.db,
      { regionId: REGION, name: 'fremd.pdf', purpose: 'resume_import' },
      t.fx.stranger.id,
    );
    expect(await deleteKeptFile(t.db, getStorage(), t.subject, strangers.id)).toBe('not-found');
    expect(await storedFileExists(strangers.storageKey)).toBe(true);
    await t.db.delete(files).where(eq(files.id, strangers.id));

    const key = (await keyOf(t.subject.cvFileId))!;
    expect(await deleteKeptFile(t.db, getStorage(), t.subject, t.subject.cvFileId)).toBe('deleted');
    expect(await keyOf(t.subject.cvFileId)).toBeUndefined();
    expect(await storedFileExists(key)).toBe(false);
    expect(await deleteKeptFile(t.db, getStorage(), t.subject, t.subject.cvFileId)).toBe('not-found');
    expect(await deleteKeptFile(t.db, getStorage(), t.subject, 'keine-id')).toBe('not-found');
  });

  it("keeps an application's attachment, and a message's until the message is sent", async () => {
    expect(await deleteKeptFile(t.db, getStorage(), t.subject, t.subject.applicationFileId)).toBe('kept');
    expect(await keyOf(t.subject.applicationFileId)).toBeDefined();

    const [link] = await t.db
      .select({ messageId: contactMessageAttachments.messageId })
      .from(contactMessageAttachments)
      .where(eq(contactMessageAttachments.fileId, t.subject.contactFileId));
    await t.db.update(contactMessages).set({ sendStatus: 'pending' }).where(eq(contactMessages.id, link.messageId));
    expect(await deleteKeptFile(t.db, getStorage(), t.subject, t.subject.contactFileId)).toBe('kept');

    await t.db.update(contactMessages).set({ sendStatus: 'sent' }).where(eq(contactMessages.id, link.messageId));
    expect(await deleteKeptFile(t.db, getStorage(), t.subject, t.subject.contactFileId)).toBe('deleted');
    expect(await keyOf(t.subject.contactFileId)).toBeUndefined();
    // The message itself stays (it is the record of what was sent), without the file.
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, link.messageId))).toHaveLength(1);
  });
});
