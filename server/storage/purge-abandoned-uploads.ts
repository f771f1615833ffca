import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessageAttachments, files, jobApplicationAttachments } from '../db/schema';
import type { FileStorage } from './storage';

/** How long an anonymous upload may wait for the form that uses it. */
const ABANDONED_AFTER_MS = 24 * 3600_000;

/**
 * Anonymous uploadFile files that nothing made permanent within a day are deleted, rows and bytes (§6:
 * personal data is not kept without a purpose). Application attachments have their own clean-up with the
 * drafts. At most 1,000 per run; the hourly run takes the rest.
 */
export async function purgeAbandonedUploads(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const abandoned = db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.purpose, 'other'),
        isNull(files.ownerId),
        isNull(files.permanentAt),
        lt(files.createdAt, cutoff),
        // Attachments that block deletion are permanent by rule; checked anyway so one slip cannot stop every run.
        sql`not exists (select 1 from ${jobApplicationAttachments} where ${jobApplicationAttachments.fileId} = ${files.id})`,
        sql`not exists (select 1 from ${contactMessageAttachments} where ${contactMessageAttachments.fileId} = ${files.id})`,
      ),
    )
    .limit(1000);
  const rows = await db.delete(files).where(inArray(files.id, abandoned)).returning({ key: files.storageKey });
  await Promise.all(rows.map((r) => storage.delete(r.key).catch(() => undefined)));
  return rows.length;
}
