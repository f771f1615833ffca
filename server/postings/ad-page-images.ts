import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, pdfPageImages } from '../db/schema';
import { DocumentReadError, renderPdfPageImages } from '../documents/document-pool';
import { fileUrl } from '../storage/file-url';
import { findPublicFile, type PublicFile } from '../storage/public-file';
import { StorageUnavailableError, type FileStorage } from '../storage/storage';

/** A page of a job_per_file ad as the job page shows it: an image of the page, its number and pixel size. */
export type AdPage = { page: number; url: string; width: number; height: number };

/** Where one rendered page is stored: one key per file and page (the PDF under an id never changes). */
const pageKey = (fileId: string, page: number) => `pdf-pages/${fileId}/${page}.webp`;

/** The address of a page image: /api/files/{id}/page-{n}.webp, served with the PDF's own access rules. */
export const adPageUrl = (fileId: string, page: number) => `${fileUrl(fileId)}/page-${page}.webp`;

/** The pages rendered so far, in order. */
async function storedPages(db: Db, fileId: string): Promise<AdPage[]> {
  const rows = await db
    .select({ page: pdfPageImages.page, width: pdfPageImages.width, height: pdfPageImages.height })
    .from(pdfPageImages)
    .where(eq(pdfPageImages.fileId, fileId))
    .orderBy(asc(pdfPageImages.page));
  return rows.map((row) => ({ ...row, url: adPageUrl(fileId, row.page) }));
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/**
 * The ad PDF's pages as images (docs/architecture.md "PDF ads as page images"), rendered the first time they
 * are asked for: when the file is attached to a posting, or, for ads older than this, on the job page's first
 * view. A PDF the renderer refused or that ran past its time is marked and not tried again; a busy renderer
 * ('busy') is tried at the next ask, meanwhile the page shows the text and the download. Two concurrent first
 * asks render twice and write the same keys; the rows are kept once.
 */
export async function adPageImages(db: Db, storage: FileStorage, fileId: string): Promise<AdPage[]> {
  const [file] = await db
    .select({ key: files.storageKey, mimeType: files.mimeType, state: files.pageImages })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || file.mimeType !== 'application/pdf' || file.state === 'failed') return [];
  if (file.state === 'rendered') return storedPages(db, fileId);
  const bytes = await storage
    .read(file.key)
    .then((body) => new Response(body).arrayBuffer())
    .catch(() => null);
  if (!bytes) return [];
  let rendered;
  try {
    rendered = await renderPdfPageImages(new Uint8Array(bytes));
  } catch (error) {
    if (!(error instanceof DocumentReadError)) throw error;
    if (error.reason !== 'busy') await markPages(db, fileId, 'failed');
    return [];
  }
  try {
    for (const page of rendered) await storage.write(pageKey(fileId, page.page), once(page.webp));
  } catch (error) {
    // The disk is full or away: not the PDF's fault, so the next ask tries again.
    if (error instanceof StorageUnavailableError) return [];
    throw error;
  }
  if (rendered.length) {
    await db
      .insert(pdfPageImages)
      .values(
        rendered.map((page) => ({
          fileId,
          page: page.page,
          storageKey: pageKey(fileId, page.page),
          width: page.width,
          height: page.height,
          sizeBytes: page.webp.byteLength,
        })),
      )
      .onConflictDoNothing();
  }
  await markPages(db, fileId, rendered.length ? 'rendered' : 'failed');
  return storedPages(db, fileId);
}

async function markPages(db: Db, fileId: string, state: 'rendered' | 'failed') {
  await db
    .update(files)
    .set({ pageImages: state })
    .where(and(eq(files.id, fileId), isNull(files.pageImages)));
}

/**
 * A page image of a public PDF of the site ("page-2.webp"), or null: the PDF's own rules decide (permanent,
 * public purpose, this site), as for its download.
 */
export async function findPublicAdPage(
  db: Db,
  storage: FileStorage,
  regionId: string,
  fileId: string,
  name: string,
): Promise<PublicFile | null> {
  const match = /^page-(\d{1,2})\.webp$/.exec(name);
  if (!match) return null;
  const parent = await findPublicFile(db, storage, regionId, fileId);
  if (!parent) return null;
  await parent.body.cancel();
  const [row] = await db
    .select()
    .from(pdfPageImages)
    .where(and(eq(pdfPageImages.fileId, fileId), eq(pdfPageImages.page, Number(match[1]))))
    .limit(1);
  if (!row) return null;
  const body = await storage.read(row.storageKey).catch(() => null);
  return (
    body && {
      body,
      mimeType: 'image/webp',
      sizeBytes: row.sizeBytes,
      // The bytes under a key never change: the key identifies them as well as a hash would.
      sha256: row.storageKey.replace(/[^a-z0-9]/g, ''),
      name: `Seite-${row.page}.webp`,
    }
  );
}
