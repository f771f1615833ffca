import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, resumes } from '../db/schema';
import { ImageRefusedError, processImage } from '../images/process-image';
import type { FileStorage } from '../storage/storage';
import { storeUpload, UploadRejectedError, type UploadSource } from '../storage/store-upload';
import { loadOwnResume, type ResumeOwner } from './own-resume';

/**
 * The largest photo taken as sent: a phone's full-resolution photo (8 to 15 MB) fits; sharp reads it whole, so
 * the bound keeps one upload's memory small. The photo route refuses a longer body before reading it.
 */
export const RESUME_PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/** What became of a photo upload (the page words each in German). */
export type PhotoOutcome = 'saved' | 'removed' | 'notImage' | 'tooSmall' | 'tooLarge' | 'rejected';

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer> {
  return Buffer.from(await new Response(await storage.read(key)).arrayBuffer());
}

/** Deletes a photo the resume no longer uses: its row and its bytes. */
async function dropPhoto(db: Db, storage: FileStorage, fileId: string | undefined): Promise<void> {
  if (!fileId) return;
  const [gone] = await db.delete(files).where(eq(files.id, fileId)).returning({ key: files.storageKey });
  if (gone) await storage.delete(gone.key).catch(() => undefined);
}

/** Points the resume (made when there is none) at the photo, or at none; returns the photo it had. */
async function linkPhoto(db: Db, owner: ResumeOwner, fileId: string | null): Promise<string | undefined> {
  const before = (await loadOwnResume(db, owner))?.personalInfo.photoFileId;
  const personalInfo = fileId
    ? sql`${resumes.personalInfo} || jsonb_build_object('photoFileId', ${fileId}::text)`
    : sql`${resumes.personalInfo} - 'photoFileId'`;
  await db
    .insert(resumes)
    .values({ ...owner, personalInfo: fileId ? { photoFileId: fileId } : {} })
    .onConflictDoUpdate({ target: [resumes.userId, resumes.regionId], set: { personalInfo } });
  return before;
}

/**
 * docs/product.md §3 the resume's photo, uploaded on its own: checked by its content (storeUpload), then by sharp as an
 * image of at least 160 × 160 px, cut square and re-encoded, so EXIF (camera, GPS position) is gone; only the clean
 * copy is kept, as a private `resume_photo` file of the owner. The photo it replaces is deleted.
 */
export async function setResumePhoto(
  db: Db,
  storage: FileStorage,
  owner: ResumeOwner,
  upload: UploadSource,
): Promise<PhotoOutcome> {
  let stored;
  try {
    stored = await storeUpload(storage, upload);
  } catch (error) {
    if (error instanceof UploadRejectedError) return 'rejected';
    throw error;
  }
  try {
    if (!stored.type.mimeType.startsWith('image/')) return 'notImage';
    if (stored.sizeBytes > RESUME_PHOTO_MAX_BYTES) return 'tooLarge';
    const image = await processImage(await bytesOf(storage, stored.storageKey), 'photo');
    const key = `resume-photos/${randomUUID()}.jpg`;
    const clean = image.clean.bytes;
    await storage.write(
      key,
      (async function* () {
        yield clean;
      })(),
    );
    const [row] = await db
      .insert(files)
      .values({
        storageKey: key,
        originalName: 'foto.jpg',
        mimeType: image.clean.format === 'png' ? 'image/png' : 'image/jpeg',
        sizeBytes: clean.length,
        sha256: createHash('sha256').update(clean).digest('hex'),
        width: image.width,
        height: image.height,
        purpose: 'resume_photo',
        ownerId: owner.userId,
        regionId: owner.regionId,
        permanentAt: new Date(),
      })
      .returning({ id: files.id });
    await dropPhoto(db, storage, await linkPhoto(db, owner, row.id));
    return 'saved';
  } catch (error) {
    if (error instanceof ImageRefusedError) return error.reason;
    throw error;
  } finally {
    // The upload as sent (with its metadata) is never kept.
    await storage.delete(stored.storageKey).catch(() => undefined);
  }
}

/** Removes the resume's photo (row and bytes). */
export async function removeResumePhoto(db: Db, storage: FileStorage, owner: ResumeOwner): Promise<PhotoOutcome> {
  await dropPhoto(db, storage, await linkPhoto(db, owner, null));
  return 'removed';
}

/** The owner's photo file (key and type), or null: private, never through the public file path. */
export async function ownResumePhoto(db: Db, owner: ResumeOwner) {
  const photoId = (await loadOwnResume(db, owner))?.personalInfo.photoFileId;
  if (!photoId) return null;
  const [file] = await db
    .select({ key: files.storageKey, mimeType: files.mimeType, sizeBytes: files.sizeBytes })
    .from(files)
    .where(and(eq(files.id, photoId), eq(files.ownerId, owner.userId), eq(files.purpose, 'resume_photo')))
    .limit(1);
  return file ?? null;
}
