import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

export type FileRow = typeof files.$inferSelect;

/** Stored files by id, in one query (none for no ids); ids that name no file are left out. */
export async function filesById(db: Db, ids: Iterable<string | null | undefined>): Promise<Map<string, FileRow>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
