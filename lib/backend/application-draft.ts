import 'server-only';
import { getDb } from '@/server/db/client';
import { loadApplicationDraft } from '@/server/applications/submit-application';

/** The application form a visitor sent back with errors (?entwurf=<id>), to fill the form again. */
export async function loadDraftForForm(regionId: string, jobId: string, draftId: string | undefined) {
  if (!draftId) return null;
  return loadApplicationDraft(await getDb(), regionId, jobId, draftId);
}
