/**
 * The site-relative URL an uploaded file is served from. The proxy passes /api/* through untouched; the
 * download route (app/api/files/[id]) reads the `files` row and streams the bytes from storage.
 */
export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}
