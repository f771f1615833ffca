import { getDb } from '@/server/db/client';
import { PROXY_REGION_HEADER } from '@/server/graphql/protocol';
import { findPublicFile } from '@/server/storage/public-file';
import { getStorage } from '@/server/storage/storage';
import messages from '@/messages/de.json';

/**
 * GET /api/files/{id}: a public upload of the site (job PDF, logo, gallery image). The bytes of an id never
 * change, so browsers may keep them; the type comes from the sniffed content, never from the name.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const regionId = request.headers.get(PROXY_REGION_HEADER);
  const file = regionId ? await findPublicFile(await getDb(), getStorage(), regionId, id) : null;
  if (!file) return Response.json({ error: messages.api.fileNotFound }, { status: 404 });
  const etag = `"${file.sha256}"`;
  const headers = {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.sizeBytes),
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) {
    await file.body.cancel();
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': headers['Cache-Control'] } });
  }
  return new Response(file.body, { headers });
}
