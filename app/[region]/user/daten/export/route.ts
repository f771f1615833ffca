import { personalDataExportResponse } from '@/lib/data/privacy';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { getRegion } from '@/regions/registry';
import messages from '@/messages/de.json';

export const dynamic = 'force-dynamic';

/**
 * GET /user/daten/export: "Meine Daten herunterladen" — the signed-in user's data and files as a ZIP. No
 * parameter names whose data: it is always the session's user.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string }> }) {
  const region = getRegion((await params).region);
  if (!region)
    return Response.json(
      { error: messages.api.fileNotFound },
      { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
    );
  const viewer = await loadPageViewer(region.id);
  return personalDataExportResponse(viewer?.userId ?? null, region.SITENAME);
}
