import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, fileVariants } from '../db/schema';
import { fileUrl } from '../storage/file-url';
import { findPublicFile, type PublicFile } from '../storage/public-file';
import type { FileStorage } from '../storage/storage';
import { IMAGE_RULES, type ImageKind } from './image-rules';
import { PURPOSE_OF_KIND } from './prepare-image';

const EXTENSION = { jpeg: 'jpg', png: 'png', avif: 'avif', webp: 'webp' } as const;
const MIME = { jpeg: 'image/jpeg', png: 'image/png', avif: 'image/avif', webp: 'image/webp' } as const;
type Format = keyof typeof EXTENSION;
/** Best first: the browser takes the first <source> whose type it knows. */
const ORDER: Format[] = ['avif', 'webp', 'jpeg', 'png'];

/** The address of one variant: /api/files/{id}/{width}.{ext}. */
export const variantUrl = (fileId: string, width: number, format: Format) =>
  `${fileUrl(fileId)}/${width}.${EXTENSION[format]}`;

export type ImageSources = {
  alt: string | null;
  title: string | null;
  width: number | null;
  height: number | null;
  /** One per format, best first: the `<source type srcset>` of a `<picture>`. */
  sources: Array<{ type: string; srcset: string }>;
  sizes: string | null;
};

const KIND_OF_PURPOSE = new Map(Object.entries(PURPOSE_OF_KIND).map(([kind, purpose]) => [purpose, kind as ImageKind]));

/** Alt, title and srcset data of images (one query for all); files not re-encoded get no sources. */
export async function loadImageSources(db: Db, fileIds: string[]): Promise<Map<string, ImageSources>> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: files.id,
      purpose: files.purpose,
      alt: files.alt,
      title: files.title,
      width: files.width,
      height: files.height,
      format: fileVariants.format,
      vWidth: fileVariants.width,
    })
    .from(files)
    .leftJoin(fileVariants, eq(fileVariants.fileId, files.id))
    .where(inArray(files.id, ids));
  const result = new Map<string, ImageSources>();
  for (const id of ids) {
    const own = rows.filter((r) => r.id === id);
    if (own.length === 0) continue;
    const sources = ORDER.flatMap((format) => {
      const widths = own
        .filter((r) => r.format === format && r.vWidth)
        .map((r) => r.vWidth!)
        .sort((a, b) => a - b);
      return widths.length
        ? [{ type: MIME[format], srcset: widths.map((w) => `${variantUrl(id, w, format)} ${w}w`).join(', ') }]
        : [];
    });
    const kind = KIND_OF_PURPOSE.get(own[0].purpose);
    result.set(id, {
      alt: own[0].alt,
      title: own[0].title,
      width: own[0].width,
      height: own[0].height,
      sources,
      sizes: sources.length && kind ? IMAGE_RULES[kind].sizes : null,
    });
  }
  return result;
}

/** A variant of a public image of the site ("800.webp"), or null: the same rules as the file itself. */
export async function findPublicVariant(
  db: Db,
  storage: FileStorage,
  regionId: string,
  fileId: string,
  name: string,
): Promise<PublicFile | null> {
  const match = /^(\d{1,5})\.(avif|webp|jpg|png)$/.exec(name);
  if (!match) return null;
  const format = (Object.keys(EXTENSION) as Format[]).find((f) => EXTENSION[f] === match[2])!;
  // The parent decides: permanent, public purpose, this site. Its stream is not needed.
  const parent = await findPublicFile(db, storage, regionId, fileId);
  if (!parent) return null;
  await parent.body.cancel();
  const [variant] = await db
    .select()
    .from(fileVariants)
    .where(
      and(eq(fileVariants.fileId, fileId), eq(fileVariants.format, format), eq(fileVariants.width, Number(match[1]))),
    )
    .limit(1);
  if (!variant) return null;
  const body = await storage.read(variant.storageKey).catch(() => null);
  return (
    body && {
      body,
      mimeType: MIME[format],
      sizeBytes: variant.sizeBytes,
      // Variant bytes never change under a key: the key identifies them as well as a hash would.
      sha256: variant.storageKey.replace(/[^a-z0-9]/g, ''),
      name: `${match[1]}.${match[2]}`,
    }
  );
}
