import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  blogPosts,
  contactMessageAttachments,
  fileVariants,
  files,
  jobApplicationAttachments,
  jobApplicationDrafts,
  jobRevisions,
  jobs,
  organizationProfileDrafts,
  pdfPageImages,
  organizations,
  resumes,
} from '../db/schema';
import type { FileStorage } from './storage';

/** How long an upload may wait for the form that uses it. */
const ABANDONED_AFTER_MS = 24 * 3600_000;

/** The file's id as it stands in a JSON document (organization profiles and their drafts name files so). */
const idText = sql`${files.id}::text`;

/**
 * uploadFile files (purpose `other`), anonymous or owned, that nothing made permanent and nothing refers to
 * within a day are deleted, rows, image variants, rendered PDF pages and bytes (docs/product.md §6: personal data is
 * not kept without a purpose; a free account cannot fill the disk with files it never uses: docs/security.md). Every
 * place that may still name a temporary upload is checked, so one slip elsewhere cannot delete a file in use:
 * application attachments and drafts, contact attachments, a posting (draft or live) as its file or logo, a live job's
 * pending revision (it may wait days for review), a blog image,
 * the resume's photo, an organization's profile and its unpublished draft. Uploads the CV import read are
 * `resume_import` files and stay. At most 1,000 per run; the hourly run takes the rest.
 */
export async function purgeAbandonedUploads(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const abandoned = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.purpose, 'other'),
        isNull(files.permanentAt),
        lt(files.createdAt, cutoff),
        sql`not exists (select 1 from ${jobApplicationAttachments} where ${jobApplicationAttachments.fileId} = ${files.id})`,
        sql`not exists (select 1 from ${contactMessageAttachments} where ${contactMessageAttachments.fileId} = ${files.id})`,
        sql`not exists (select 1 from ${jobApplicationDrafts} where ${files.id} = any(${jobApplicationDrafts.fileIds}))`,
        sql`not exists (select 1 from ${jobs} where ${jobs.fileId} = ${files.id} or ${jobs.logoFileId} = ${files.id})`,
        sql`not exists (select 1 from ${jobRevisions} where strpos(${jobRevisions.fields}::text, ${idText}) > 0)`,
        sql`not exists (select 1 from ${blogPosts} where ${blogPosts.imageFileId} = ${files.id})`,
        sql`not exists (select 1 from ${resumes} where ${resumes.personalInfo}->>'photoFileId' = ${idText})`,
        sql`not exists (select 1 from ${organizations} where strpos(row_to_json(${organizations})::text, ${idText}) > 0)`,
        sql`not exists (select 1 from ${organizationProfileDrafts} where strpos(${organizationProfileDrafts.data}::text, ${idText}) > 0)`,
      ),
    )
    .limit(1000);
  const ids = abandoned.map((r) => r.id);
  if (!ids.length) return 0;
  const variants = await db
    .delete(fileVariants)
    .where(inArray(fileVariants.fileId, ids))
    .returning({ key: fileVariants.storageKey });
  const pages = await db
    .delete(pdfPageImages)
    .where(inArray(pdfPageImages.fileId, ids))
    .returning({ key: pdfPageImages.storageKey });
  const rows = await db.delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
  await Promise.all([...rows, ...variants, ...pages].map((r) => storage.delete(r.key).catch(() => undefined)));
  return rows.length;
}
