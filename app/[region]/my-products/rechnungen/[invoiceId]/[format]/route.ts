import { invoiceFileResponse } from '@/lib/data/invoice-files';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { getRegion } from '@/regions/registry';
import messages from '@/messages/de.json';

export const dynamic = 'force-dynamic';

/**
 * GET /my-products/rechnungen/{invoiceId}/{pdf|xml}: an invoice's PDF (ZUGFeRD) or XRechnung XML as a
 * download, only for the signed-in recruiters of the invoice's organization and admin-like users of the site
 * (Invoice.pdfUrl, Invoice.xrechnungUrl). Anyone else gets 404.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ region: string; invoiceId: string; format: string }> },
) {
  const { region: regionId, invoiceId, format } = await params;
  const region = getRegion(regionId);
  if (!region)
    return Response.json(
      { error: messages.api.fileNotFound },
      { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
    );
  const viewer = await loadPageViewer(region.id);
  return invoiceFileResponse(region.id, viewer?.userId ?? null, invoiceId, format);
}
