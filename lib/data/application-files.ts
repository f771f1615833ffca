import 'server-only';
import { getDb } from '@/server/db/client';
import { findApplicationFile } from '@/server/applications/inbox/inbox';
import { getStorage } from '@/server/storage/process-storage';
import type { Region } from '@/regions/build-region';
import messages from '@/messages/de.json';
import { loadJobApplication } from './applications';
import { DOWNLOAD_SECURITY_HEADERS } from '@/lib/routing/security-headers';

/** `attachment` with a plain fallback name and the exact UTF-8 name (RFC 6266 / 8187). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'datei';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

const notFound = () =>
  Response.json(
    { error: messages.api.fileNotFound },
    { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
  );

/**
 * An application's file for a signed-in user of the application's organization (or an admin-like user): the
 * same authorization as the inbox (the jobApplication operation, as this user) on every request, then the
 * bytes as a download. Anyone else, signed in or not, gets the same 404 as for an unknown file, so the URL
 * says nothing about whether the application exists. Never stored by shared caches.
 */
export async function applicationFileResponse(
  region: Pick<Region, 'id' | 'DEFAULT_LOCALE'>,
  userId: string | null,
  applicationId: string,
  fileId: string,
): Promise<Response> {
  if (!userId) return notFound();
  const application = await loadJobApplication(region, userId, applicationId);
  if (!application?.attachments.some((a) => a.id === fileId)) return notFound();
  const file = await findApplicationFile(await getDb(), application.id, fileId);
  const body =
    file &&
    (await getStorage()
      .read(file.storageKey)
      .catch(() => null));
  if (!file || !body) return notFound();
  return new Response(body, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.sizeBytes),
      'Content-Disposition': attachmentDisposition(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ...DOWNLOAD_SECURITY_HEADERS,
    },
  });
}
