import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, fileVariants, type filePurpose } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import type { ImageKind } from './image-rules';
import { processImage } from './process-image';

type Purpose = (typeof filePurpose.enumValues)[number];

/** The `files.purpose` of each kind: decides that the file is public once an organization uses it. */
export const PURPOSE_OF_KIND: Record<ImageKind, Purpose> = {
  logo: 'organization_logo',
  cover: 'organization_cover',
  photo: 'contact_person_photo',
  gallery: 'organization_gallery',
  blogTeaser: 'blog_image',
};

const MIME = { jpeg: 'image/jpeg', png: 'image/png', avif: 'image/avif', webp: 'image/webp' } as const;
const EXTENSION = { jpeg: 'jpg', png: 'png', avif: 'avif', webp: 'webp' } as const;

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/**
 * Makes an uploaded image fit for a profile (docs/product.md §9): checks and re-encodes it (processImage; refusals
 * throw ImageRefusedError), stores its variants in `file_variants`, and replaces the upload's bytes by the clean
 * copy, so the original with its EXIF and GPS data is deleted. Done once per file: a file that already has
 * variants and the same purpose is left as it is.
 */
export async function prepareImage(db: Db, storage: FileStorage, fileId: string, kind: ImageKind): Promise<void> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) throw new Error(`prepareImage: no file ${fileId}`);
  const purpose = PURPOSE_OF_KIND[kind];
  const [done] = await db
    .select({ width: fileVariants.width })
    .from(fileVariants)
    .where(eq(fileVariants.fileId, fileId))
    .limit(1);
  if (done && file.purpose === purpose) return;

  const image = await processImage(await readAll(storage, file.storageKey), kind);
  // Fresh keys each time: a file prepared again for another kind never overwrites what a page still serves.
  const folder = `images/${fileId}/${randomUUID().slice(0, 8)}`;
  const written: string[] = [];
  try {
    const cleanKey = `${folder}/original.${EXTENSION[image.clean.format]}`;
    await storage.write(cleanKey, once(image.clean.bytes));
    written.push(cleanKey);
    const rows: Array<typeof fileVariants.$inferInsert> = [];
    for (const v of image.variants) {
      const key = `${folder}/${v.width}.${EXTENSION[v.format]}`;
      await storage.write(key, once(v.bytes));
      written.push(key);
      rows.push({
        fileId,
        format: v.format,
        width: v.width,
        height: v.height,
        storageKey: key,
        sizeBytes: v.bytes.length,
      });
    }
    const oldVariants = await db.transaction(async (tx) => {
      const old = await tx
        .delete(fileVariants)
        .where(eq(fileVariants.fileId, fileId))
        .returning({ key: fileVariants.storageKey });
      await tx.insert(fileVariants).values(rows);
      await tx
        .update(files)
        .set({
          storageKey: cleanKey,
          mimeType: MIME[image.clean.format],
          sizeBytes: image.clean.bytes.length,
          sha256: createHash('sha256').update(image.clean.bytes).digest('hex'),
          width: image.width,
          height: image.height,
          purpose,
          originalName: file.originalName.replace(/\.[a-z0-9]+$/i, '') + `.${EXTENSION[image.clean.format]}`,
        })
        .where(eq(files.id, fileId));
      return old;
    });
    for (const key of [file.storageKey, ...oldVariants.map((o) => o.key)])
      await storage.delete(key).catch(() => undefined);
  } catch (error) {
    for (const key of written) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
