import { bigint, char, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, regionId, tstz } from './columns';
import { users } from './users';

/** What an upload is for; decides who may read it and when an unused one may be deleted. */
export const filePurpose = pgEnum('file_purpose', [
  'job_file',
  'job_logo',
  'application_attachment',
  'organization_logo',
  'organization_cover',
  'organization_gallery',
  'organization_attachment',
  'contact_person_photo',
  'resume_photo',
  'resume_import',
  'contact_attachment',
  'blog_image',
  'invoice',
  'other',
]);

/**
 * docs/product.md §5 upload types: pdf, docx (Word without macros), jpg/jpeg, png, webp (max 50 MB); mime_type is
 * detected from the content, not the name.
 */
export const ALLOWED_UPLOAD_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * An uploaded file. The bytes live in the storage interface under storage_key; this row is the metadata.
 * Files start temporary (uploaded in a wizard) and become permanent when an entity references them.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    purpose: filePurpose('purpose').notNull().default('other'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    regionId: regionId(),
    /** Image alt / title texts (docs/product.md §3 logo url, alt, title). */
    alt: text('alt'),
    title: text('title'),
    /** Pixel size of an image, once it has been checked and re-encoded. */
    width: integer('width'),
    height: integer('height'),
    /** Null while temporary; set once an entity references the file. */
    permanentAt: tstz('permanent_at'),
    /**
     * A PDF ad's page images (pdf_page_images): null until rendering was tried, then 'rendered' or 'failed'
     * (a file the renderer refused or that ran out of time is not tried again on every view).
     */
    pageImages: text('page_images').$type<'rendered' | 'failed'>(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), index('files_sha256_idx').on(t.sha256)],
);

/**
 * A page of an uploaded PDF rendered as an image (docs/architecture.md "PDF ads as page images"): the job page
 * shows a job_per_file ad as these, since the site's CSP keeps PDFs out of frames. Deleted with the PDF's row;
 * whoever deletes that row deletes these keys from storage too.
 */
export const pdfPageImages = pgTable(
  'pdf_page_images',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** From 1. */
    page: integer('page').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.page] })],
);
