import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

/**
 * What one account may keep in files it uploaded: ten docs/product.md §5 maximum-size files. With the hourly upload
 * limit (upload-limits.ts) alone a free account could store 5 GB an hour; uploads nothing uses are purged after a
 * day (purge-abandoned-uploads.ts) and then count no more. Invoices are made by the platform and never count.
 */
export const ACCOUNT_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;

/** Bytes the user's own files take now. */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`sum(${files.sizeBytes})` })
    .from(files)
    .where(and(eq(files.ownerId, userId), ne(files.purpose, 'invoice')));
  return Number(row?.bytes ?? 0);
}

/**
 * Whether `incomingBytes` more fit in the user's quota. Asked with 0 before an upload is read (a full account
 * is refused at once) and with the stored size after it, whose row does not exist yet.
 */
export async function fitsStorageQuota(db: Db, userId: string, incomingBytes: number): Promise<boolean> {
  const used = await storedBytesOf(db, userId);
  return incomingBytes === 0 ? used < ACCOUNT_STORAGE_QUOTA_BYTES : used + incomingBytes <= ACCOUNT_STORAGE_QUOTA_BYTES;
}
