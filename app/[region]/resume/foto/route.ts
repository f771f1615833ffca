import { isSameOriginPost, requestOrigin } from '@/lib/auth/request-context';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { receiveResumePhoto, RESUME_PHOTO_MAX_BYTES, resumePhotoResponse } from '@/lib/data/resume-photo';
import { cleanLink } from '@/lib/routing/links';
import { editPath } from '@/lib/resume/sections';
import { getRegion } from '@/regions/registry';
import messages from '@/messages/de.json';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ region: string }> };
/** Room for the form's other bytes (boundaries, headers, the intent) around a photo of the largest size. */
const MAX_BODY_BYTES = RESUME_PHOTO_MAX_BYTES + 64 * 1024;
const notFound = () =>
  Response.json(
    { error: messages.api.fileNotFound },
    { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
  );

/** GET /resume/foto (public /lebenslauf/foto): the signed-in owner's photo; anyone else gets 404. */
export async function GET(_request: Request, { params }: Params) {
  const region = getRegion((await params).region);
  if (!region) return notFound();
  const viewer = await loadPageViewer(region.id);
  return resumePhotoResponse(region.id, viewer?.userId ?? null);
}

/**
 * POST /resume/foto: the photo form (multipart, works without JavaScript): upload or remove, then a 303 back
 * to the personal-info editor, whose page words the outcome (?foto=…). Cross-site posts are refused.
 */
export async function POST(request: Request, { params }: Params) {
  const region = getRegion((await params).region);
  if (!region) return notFound();
  if (!isSameOriginPost(request.headers, requestOrigin(request.headers, request.url)))
    return Response.json({ error: messages.resume.photo.outcome.wrongRequest }, { status: 403 });
  const back = cleanLink(editPath('personal-info'), region);
  // A body longer than a photo may be is answered by its announced length, before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return new Response(null, { status: 303, headers: { Location: `${back}?foto=tooLarge#foto` } });
  const viewer = await loadPageViewer(region.id);
  if (!viewer) return new Response(null, { status: 303, headers: { Location: back } });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response(null, { status: 303, headers: { Location: `${back}?foto=failed` } });
  }
  const outcome = await receiveResumePhoto(region.id, viewer.userId, form);
  return new Response(null, { status: 303, headers: { Location: `${back}?foto=${outcome}#foto` } });
}
