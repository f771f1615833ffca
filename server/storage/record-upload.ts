import type { Db } from '../db/client';
import { files, type filePurpose } from '../db/schema';
import type { StoredUpload } from './store-upload';

/** The `files` row of an upload just stored: temporary until an entity references it. Returns its id. */
export async function recordUpload(
  db: Db,
  stored: StoredUpload,
  owner: { purpose?: (typeof filePurpose.enumValues)[number]; ownerId: string | null; regionId: string },
): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({
      storageKey: stored.storageKey,
      originalName: stored.originalName,
      mimeType: stored.type.mimeType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      purpose: owner.purpose ?? 'other',
      ownerId: owner.ownerId,
      regionId: owner.regionId,
    })
    .returning({ id: files.id });
  return row.id;
}
