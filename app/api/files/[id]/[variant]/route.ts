import { getDb } from '@/server/db/client';
import { PROXY_REGION_HEADER } from '@/server/graphql/protocol';
import { findPublicVariant } from '@/server/images/image-sources';
import { findPublicAdPage } from '@/server/postings/ad-page-images';
import { publicFileResponse } from '@/server/storage/file-response';
import { getStorage } from '@/server/storage/process-storage';
import messages from '@/messages/de.json';

/**
 * GET /api/files/{id}/{width}.{avif|webp|jpg|png}: one re-encoded size of a public image (docs/product.md §9 srcset);
 * GET /api/files/{id}/page-{n}.webp: a page of a public PDF ad rendered as an image.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; variant: string }> }) {
  const { id, variant } = await params;
  const regionId = request.headers.get(PROXY_REGION_HEADER);
  const find = variant.startsWith('page-') ? findPublicAdPage : findPublicVariant;
  const file = regionId ? await find(await getDb(), getStorage(), regionId, id, variant) : null;
  if (!file) return Response.json({ error: messages.api.fileNotFound }, { status: 404 });
  return publicFileResponse(request, file);
}
