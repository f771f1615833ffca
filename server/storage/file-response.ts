import type { PublicFile } from './public-file';

/**
 * The answer for a public file: the bytes under an id never change, so browsers may keep them; the type comes
 * from the sniffed content (or the variant's format), never from the name.
 */
export async function publicFileResponse(request: Request, file: PublicFile): Promise<Response> {
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
