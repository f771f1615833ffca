import type { Db } from '../db/client';
import { recordUpload } from '../storage/record-upload';
import { getStorage } from '../storage/process-storage';
import { storeUpload } from '../storage/store-upload';

/** Test helper: a CV stored and recorded the way uploadFile does it (temporary, purpose `other`). */
export async function storeCvFile(
  db: Db,
  file: { ownerId: string | null; regionId: string; name: string; bytes: Uint8Array },
): Promise<string> {
  const stored = await storeUpload(getStorage(), new File([file.bytes as BlobPart], file.name));
  return recordUpload(db, stored, { ownerId: file.ownerId, regionId: file.regionId });
}
