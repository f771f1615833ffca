import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactDrafts, files, jobApplicationDrafts } from '../db/schema';
import type { FileStorage } from './storage';

/** A form's draft (what was typed, the uploads accepted) is personal data, kept no longer than a day. */
export const DRAFT_MAX_AGE_MS = 24 * 3600_000;

/**
 * The drafts of the forms that come back with errors to browsers without JavaScript, and the purpose of
 * their uploads: an application and a contact message.
 */
const DRAFTS = {
  application: { table: jobApplicationDrafts, purpose: 'application_attachment' },
  contact: { table: contactDrafts, purpose: 'contact_attachment' },
} as const;

export type DraftKind = keyof typeof DRAFTS;

/** Deletes temporary uploads (a refused attempt's, a removed one's, an old draft's) with their bytes. */
export async function discardTemporaryFiles(db: Db, storage: FileStorage, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .delete(files)
    .where(and(inArray(files.id, ids), isNull(files.permanentAt)))
    .returning({ key: files.storageKey });
  await Promise.all(rows.map((r) => storage.delete(r.key).catch(() => undefined)));
}

/**
 * Drafts of a form older than a day are deleted with their uploads, and so are that form's uploads older
 * than a day that no draft holds (a draft deleted on sending leaves none; a crash between upload and draft
 * would). At most 1,000 such uploads per run; the next run takes the rest. Returns the drafts deleted.
 */
export async function purgeDrafts(db: Db, storage: FileStorage, kind: DraftKind, now = new Date()): Promise<number> {
  const { table, purpose } = DRAFTS[kind];
  const cutoff = new Date(now.getTime() - DRAFT_MAX_AGE_MS);
  const old: Array<{ fileIds: string[] }> = await db
    .delete(table)
    .where(lt(table.createdAt, cutoff))
    .returning({ fileIds: table.fileIds });
  await discardTemporaryFiles(
    db,
    storage,
    old.flatMap((draft) => draft.fileIds),
  );
  const orphans = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.purpose, purpose),
        isNull(files.permanentAt),
        lt(files.createdAt, cutoff),
        sql`not exists (select 1 from ${table} where ${files.id} = any(${table.fileIds}))`,
      ),
    )
    .limit(1000);
  await discardTemporaryFiles(
    db,
    storage,
    orphans.map((file) => file.id),
  );
  return old.length;
}
