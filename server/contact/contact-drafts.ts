import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { getAuthSecret } from '../auth/auth-secret';
import type { Db } from '../db/client';
import { contactDrafts, files } from '../db/schema';
import { isUuid } from '../db/uuid';
import { DRAFT_MAX_AGE_MS } from '../storage/purge-drafts';

/** Drafts live a day (purgeDrafts); the cookie that binds one to its browser need not outlive them. */
const DRAFT_MAX_AGE_SECONDS = DRAFT_MAX_AGE_MS / 1000;
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
