import 'server-only';
import { getDb } from '@/server/db/client';
import { ownResumePhoto, type PhotoOutcome, removeResumePhoto, setResumePhoto } from '@/server/resumes/resume-photo';

export { RESUME_PHOTO_MAX_BYTES } from '@/server/resumes/resume-photo';
import { getStorage } from '@/server/storage/process-storage';
import { admitUpload } from '@/server/storage/upload-limits';
import messages from '@/messages/de.json';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const notFound = () => Response.json({ error: messages.api.fileNotFound }, { status: 404, headers: NO_STORE });

/**
 * The owner's photo, checked on every request (it is private: docs/product.md §3 personal_info); anyone else gets 404,
 * and so does a photo whose bytes are gone from storage.
 */
export async function resumePhotoResponse(regionId: string, userId: string | null): Promise<Response> {
  const photo = userId ? await ownResumePhoto(await getDb(), { userId, regionId }) : null;
  if (!photo) return notFound();
  const body = await getStorage()
    .read(photo.key)
    .catch(() => null);
  if (!body) return notFound();
  return new Response(body, {
    headers: {
      'Content-Type': photo.mimeType,
      'Content-Length': String(photo.sizeBytes),
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  });
}

export type PhotoPostOutcome = PhotoOutcome | 'missing' | 'rateLimited';

/** The photo form's post: remove, or store the chosen image (uploads are rate-limited per user). */
export async function receiveResumePhoto(regionId: string, userId: string, form: FormData): Promise<PhotoPostOutcome> {
  const db = await getDb();
  const owner = { userId, regionId };
  if (form.get('intent') === 'remove') return removeResumePhoto(db, getStorage(), owner);
  const file = form.get('photo');
  if (!(file instanceof File) || file.size === 0) return 'missing';
  if (!(await admitUpload(db, { userId, ip: null })).allowed) return 'rateLimited';
  return setResumePhoto(db, getStorage(), owner, file);
}
