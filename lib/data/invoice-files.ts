import 'server-only';
import { getDb } from '@/server/db/client';
import { invoiceDownload } from '@/server/commerce/invoices/invoice-downloads';
import { renderInvoice } from '@/server/commerce/invoices/render-invoice';
import { getStorage } from '@/server/storage/process-storage';
import messages from '@/messages/de.json';
import { attachmentDisposition } from './application-files';
import { DOWNLOAD_SECURITY_HEADERS } from '@/lib/routing/security-headers';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * An invoice's PDF or XRechnung XML as a download (docs/product.md §3.6), for the organization's recruiters and
 * admin-like users, checked on every request; anyone else gets the 404 of an unknown file. Never stored by
 * shared caches. When the files cannot be rendered just now, a German 503 instead of an error page.
 */
export async function invoiceFileResponse(
  regionId: string,
  userId: string | null,
  invoiceId: string,
  format: string,
): Promise<Response> {
  const download = await invoiceDownload(
    await getDb(),
    { storage: getStorage(), renderInvoice },
    { regionId, userId, invoiceId, format },
  );
  if (download.kind === 'not-found')
    return Response.json({ error: messages.api.fileNotFound }, { status: 404, headers: NO_STORE });
  if (download.kind === 'unavailable')
    return Response.json(
      { error: messages.graphql.commerce.errors.invoiceUnavailable },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '60' } },
    );
  return new Response(download.body, {
    headers: {
      'Content-Type': download.mimeType === 'application/xml' ? 'application/xml; charset=utf-8' : download.mimeType,
      'Content-Length': String(download.sizeBytes),
      'Content-Disposition': attachmentDisposition(download.name),
      ...NO_STORE,
      'X-Content-Type-Options': 'nosniff',
      ...DOWNLOAD_SECURITY_HEADERS,
    },
  });
}
