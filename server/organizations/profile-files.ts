import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { PUBLIC_FILE_PURPOSES } from '../storage/public-file';

/**
 * The files a profile draft names that its editor may see: of the site, and either of the organization's own
 * kinds (public purposes) or the editor's own uploads; never, say, an application's attachment.
 */
export async function visibleDraftFiles(db: Db, input: { ids: string[]; regionId: string; editorId: string }) {
  if (input.ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.id, input.ids),
        eq(files.regionId, input.regionId),
        or(inArray(files.purpose, [...PUBLIC_FILE_PURPOSES]), eq(files.ownerId, input.editorId)),
      ),
    );
}
