import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/server/db/client';
import { draftCookieName } from '@/server/applications/draft-binding';
import { loadApplicationDraft } from '@/server/applications/submit-application';

/**
 * The application form a visitor sent back with errors (?entwurf=<id>), to fill the form again; only in the
 * browser that made the draft (its cookie proves it), so the id alone shows no one's name or files.
 */
export async function loadDraftForForm(regionId: string, jobId: string, draftId: string | undefined) {
  if (!draftId) return null;
  const proof = (await cookies()).get(draftCookieName(jobId))?.value;
  return loadApplicationDraft(await getDb(), regionId, jobId, draftId, proof);
}
