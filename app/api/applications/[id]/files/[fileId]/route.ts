import { applicationFileResponse } from '@/lib/data/application-files';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { PROXY_REGION_HEADER } from '@/server/graphql/protocol';
import { getRegion } from '@/regions/registry';
import messages from '@/messages/de.json';

export const dynamic = 'force-dynamic';

/**
 * GET /api/applications/{id}/files/{fileId}: an application's attachment, only for the signed-in people of
 * the application's organization and admin-like users, checked on every request (never served by
 * /api/files, which serves public files only).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; fileId: string }> }) {
  const { id, fileId } = await params;
  const region = getRegion(request.headers.get(PROXY_REGION_HEADER) ?? '');
  if (!region) return Response.json({ error: messages.api.fileNotFound }, { status: 404 });
  const viewer = await loadPageViewer(region.id);
  return applicationFileResponse(region, viewer?.userId ?? null, id, fileId);
}
