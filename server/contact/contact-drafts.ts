import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { getAuthSecret } from '../auth/auth-secret';
import type { Db } from '../db/client';
import { contactDrafts, files } from '../db/schema';
import { isUuid } from '../db/uuid';
import type { FileStorage } from '../storage/storage';

/** Drafts live a day (purgeContactDrafts); the cookie that binds one to its browser need not outlive them. */
const DRAFT_MAX_AGE_SECONDS = 24 * 60 * 60;
export const CONTACT_DRAFT_COOKIE = 'kontakt-entwurf';

function proofOf(draftId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`contact-draft:${draftId.toLowerCase()}`).digest();
}

/**
 * A draft holds personal data and its id travels in the URL (?entwurf=…): only the browser that made it may
 * see it, by an HttpOnly cookie with an HMAC of the id (as for application drafts).
 */
export function contactDraftCookieHeader(draftId: string, options: { secure: boolean }, secret = getAuthSecret()) {
  const value = proofOf(draftId, secret).toString('base64url');
  const parts = [`${CONTACT_DRAFT_COOKIE}=${value}`, 'Path=/', `Max-Age=${DRAFT_MAX_AGE_SECONDS}`, 'HttpOnly'];
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function isContactDraftProof(draftId: string, proof: string | null | undefined, secret = getAuthSecret()) {
  if (!proof) return false;
  const expected = proofOf(draftId, secret);
  const given = Buffer.from(proof, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type KeptContactFile = { id: string; name: string; sizeBytes: number };

/** A draft of this site with its still temporary files, for the browser that holds its cookie; else null. */
export async function loadContactDraft(db: Db, regionId: string, draftId: string, proof: string | null | undefined) {
  if (!isUuid(draftId) || !isContactDraftProof(draftId, proof)) return null;
  const [draft] = await db
    .select()
    .from(contactDrafts)
    .where(and(eq(contactDrafts.id, draftId), eq(contactDrafts.regionId, regionId)))
    .limit(1);
  if (!draft) return null;
  const kept: KeptContactFile[] = draft.fileIds.length
    ? await db
        .select({ id: files.id, name: files.originalName, sizeBytes: files.sizeBytes })
        .from(files)
        .where(and(inArray(files.id, draft.fileIds), isNull(files.permanentAt)))
    : [];
  const order = new Map(draft.fileIds.map((id, i) => [id, i]));
  return { ...draft, files: kept.sort((a, b) => order.get(a.id)! - order.get(b.id)!) };
}

/** Deletes temporary uploads (a refused attempt's, a removed one's) with their bytes. */
export async function discardContactFiles(db: Db, storage: FileStorage, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .delete(files)
    .where(and(inArray(files.id, ids), isNull(files.permanentAt)))
    .returning({ key: files.storageKey });
  await Promise.all(rows.map((r) => storage.delete(r.key).catch(() => undefined)));
}

/** Drafts older than a day, and contact uploads nothing holds any more, are deleted (personal data). */
export async function purgeContactDrafts(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DRAFT_MAX_AGE_SECONDS * 1000);
  const old = await db
    .delete(contactDrafts)
    .where(lt(contactDrafts.createdAt, cutoff))
    .returning({ fileIds: contactDrafts.fileIds });
  await discardContactFiles(
    db,
    storage,
    old.flatMap((d) => d.fileIds),
  );
  const orphans = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.purpose, 'contact_attachment'),
        isNull(files.permanentAt),
        lt(files.createdAt, cutoff),
        sql`not exists (select 1 from ${contactDrafts} where ${files.id} = any(${contactDrafts.fileIds}))`,
      ),
    )
    .limit(1000);
  await discardContactFiles(
    db,
    storage,
    orphans.map((o) => o.id),
  );
  return old.length;
}
