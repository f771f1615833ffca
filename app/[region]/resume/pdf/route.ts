import { loadPageViewer } from '@/lib/data/page-viewer';
import { resumePdfResponse } from '@/lib/data/resume-pdf';
import { getRegion } from '@/regions/registry';
import messages from '@/messages/de.json';

export const dynamic = 'force-dynamic';

/** GET /resume/pdf (public /lebenslauf/pdf): the signed-in owner's resume as a PDF; anyone else gets 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string }> }) {
  const region = getRegion((await params).region);
  if (!region)
    return Response.json(
      { error: messages.api.fileNotFound },
      { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
    );
  const viewer = await loadPageViewer(region.id);
  return resumePdfResponse(region, viewer?.userId ?? null);
}
