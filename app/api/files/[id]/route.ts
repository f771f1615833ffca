import { getDb } from '@/server/db/client';
import { PROXY_REGION_HEADER } from '@/server/graphql/protocol';
import { publicFileResponse } from '@/server/storage/file-response';
import { findPublicFile } from '@/server/storage/public-file';
import { getStorage } from '@/server/storage/process-storage';
import messages from '@/messages/de.json';

/** GET /api/files/{id}: a public upload of the site (job PDF, logo, gallery image). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const regionId = request.headers.get(PROXY_REGION_HEADER);
  const file = regionId ? await findPublicFile(await getDb(), getStorage(), regionId, id) : null;
  if (!file) return Response.json({ error: messages.api.fileNotFound }, { status: 404 });
  return publicFileResponse(request, file);
}
