import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { isUuid } from '../db/uuid';
import type { FileStorage } from './storage';

/**
 * Uploads anybody may download: what public pages show (job PDFs and logos, organization pages, blog
 * images). Applications, resumes and contact-form attachments are personal data and are never served here.
 */
export const PUBLIC_FILE_PURPOSES = [
  'job_file',
  'job_logo',
  'organization_logo',
  'organization_cover',
  'organization_gallery',
  'organization_attachment',
  'contact_person_photo',
  'blog_image',
] as const;

export type PublicFile = {
  body: ReadableStream<Uint8Array>;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  name: string;
};

/**
 * A public, permanent file of the site (or of no site), or null: unknown ids, another site's files, files
 * still temporary (uploaded in a wizard, not yet used) and private purposes all look the same.
 */
export async function findPublicFile(
  db: Db,
  storage: FileStorage,
  regionId: string,
  id: string,
): Promise<PublicFile | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(eq(files.id, id), isNotNull(files.permanentAt), or(eq(files.regionId, regionId), isNull(files.regionId))),
    )
    .limit(1);
  if (!row || !(PUBLIC_FILE_PURPOSES as readonly string[]).includes(row.purpose)) return null;
  const body = await storage.read(row.storageKey).catch(() => null);
  return body && { body, mimeType: row.mimeType, sizeBytes: row.sizeBytes, sha256: row.sha256, name: row.originalName };
}
