import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import { signInHref } from '@/lib/auth/dispatch';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { RESUME_IMPORT_LIMITS, uploadCv } from '@/lib/data/resume-import';
import { cleanLink } from '@/lib/routing/links';

/** Room for the form's other bytes (boundaries, headers) around a CV of the largest size taken. */
const MAX_BODY_BYTES = RESUME_IMPORT_LIMITS.maxBytes + 64 * 1024;

/**
 * POST /lebenslauf/wizard/import/datei: the import step's upload form (multipart, no JavaScript needed). The
 * CV is stored through uploadFile (checked by content, docs/product.md §5), then the step's page reads it
 * (?datei=<id>). Every refusal goes back to the page at once with its reason (?fehler=…, shown in German); a body
 * larger than a CV may be is refused by its announced length before it is read.
 */
export async function POST(request: Request) {
  const region = regionFromHeaders(request.headers);
  if (!region) return new Response(null, { status: 404 });
  const page = cleanLink('internal:/resume/wizard/import', region);
  // Relative: the Location never repeats the Host header the client sent.
  const back = (query: string) => new Response(null, { status: 303, headers: { Location: `${page}?${query}` } });
  if (!isSameOriginPost(request.headers, requestOrigin(request.headers, request.url))) return back('fehler=failed');
  const viewer = await loadPageViewer(region.id);
  if (!viewer) return new Response(null, { status: 303, headers: { Location: signInHref(page) } });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return back('fehler=tooLarge');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back('fehler=failed');
  }
  const file = form.get('cv');
  if (!(file instanceof File) || file.size === 0) return back('fehler=noFile');
  if (file.size > RESUME_IMPORT_LIMITS.maxBytes) return back('fehler=tooLarge');
  const stored = await uploadCv({ region, userId: viewer.userId }, file);
  return back(stored.ok ? `datei=${stored.fileId}` : `fehler=${encodeURIComponent(stored.reason)}`);
}
