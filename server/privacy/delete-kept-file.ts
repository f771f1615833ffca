import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessageAttachments, files, fileVariants, pdfPageImages } from '../db/schema';
import { isUuid } from '../db/uuid';
import type { FileStorage } from '../storage/storage';
import { listKeptFiles } from './kept-files';
import type { DataSubject } from './user-rows';

/** What became of the request: gone; not the person's (or no such file); or one the person may not delete. */
export type DeleteKeptFileOutcome = 'deleted' | 'not-found' | 'kept';

/**
 * Deletes one of the person's kept files that they may delete (an imported CV, the attachment of a message
 * already sent; listKeptFiles decides): its row, its image variants and rendered pages, and a sent
 * message's link to it, in one transaction with the file's row locked; the bytes after the commit (a failed
 * delete leaves an orphan, never a row without bytes). Another person's file, or an id that names none, is
 * "not-found" alike, so the answer tells nothing about other people's files.
 */
export async function deleteKeptFile(
  db: Db,
  storage: FileStorage,
  subject: DataSubject,
  fileId: string,
): Promise<DeleteKeptFileOutcome> {
  if (!isUuid(fileId)) return 'not-found';
  const outcome = await db.transaction(async (tx) => {
    // The row is locked before the check: a message being sent or an attachment added meanwhile is seen.
    const [locked] = await tx.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId)).for('update');
    const [file] = locked ? await listKeptFiles(tx, subject, fileId) : [];
    if (!file) return { kind: 'not-found' as const, keys: [] };
    if (!file.deletable) return { kind: 'kept' as const, keys: [] };
    await tx.delete(contactMessageAttachments).where(eq(contactMessageAttachments.fileId, fileId));
    const variants = await tx
      .delete(fileVariants)
      .where(eq(fileVariants.fileId, fileId))
      .returning({ key: fileVariants.storageKey });
    const pages = await tx
      .delete(pdfPageImages)
      .where(eq(pdfPageImages.fileId, fileId))
      .returning({ key: pdfPageImages.storageKey });
    await tx.delete(files).where(eq(files.id, fileId));
    return { kind: 'deleted' as const, keys: [locked.key, ...[...variants, ...pages].map((row) => row.key)] };
  });
  await Promise.all(outcome.keys.map((key) => storage.delete(key).catch(() => undefined)));
  return outcome.kind;
}
