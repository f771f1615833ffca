import messages from '../../../messages/de.json';
import { fill } from '../../mail/template';
import type { InvoiceDocument, InvoiceRenderer } from './invoice-document';

/**
 * The sums an invoice states must add up (EN 16931 BR-CO-10, -13, -15; §14 UStG): a document that does not is
 * a fault of whoever filled it, and is refused rather than issued with wrong figures.
 */
export function assertInvoiceArithmetic(document: InvoiceDocument): void {
  const fail = (rule: string) => {
    throw new Error(`Invoice ${document.number} does not add up: ${rule}.`);
  };
  if (!document.lines.length) fail('it has no lines');
  for (const line of document.lines) {
    if (line.quantity * line.unitNetCents !== line.netCents) fail(`line ${line.sku}: quantity × unit price ≠ net`);
  }
  const sum = document.lines.reduce((total, line) => total + line.netCents, 0);
  if (sum !== document.netCents) fail(`lines sum to ${sum}, net is ${document.netCents}`);
  if (Math.round(document.netCents * document.vatRate) !== document.vatCents) fail('VAT ≠ round(net × rate)');
  if (document.netCents + document.vatCents !== document.grossCents) fail('gross ≠ net + VAT');
  if (document.vatTreatment !== 'domestic' && document.vatRate !== 0) fail('only German VAT has a rate above 0');
  if (document.vatTreatment === 'reverse_charge' && !document.buyer.vatNumber) fail('reverse charge without VAT id');
  if (document.kind === 'cancellation' && !document.cancelsNumber) fail('a cancellation names no invoice');
}

/**
 * An issued invoice as files: the ZUGFeRD/Factur-X PDF (our German PDF as PDF/A-3B with the EN 16931 CII XML
 * embedded as factur-x.xml, relationship Alternative, XMP and document information alike) and the XRechnung
 * XML. The orders helper stores both and mails the PDF.
 */
export const renderInvoice: InvoiceRenderer = async (document) => {
  assertInvoiceArithmetic(document);
  // Loaded on the first invoice, not with the server: the e-invoice library and the PDF writer hold ~30 MB of heap
  // that no page needs (docs/architecture.md "Memory").
  const [{ embedFacturX }, { FACTUR_X_FILENAME, facturXXml, xrechnungXml }, { buildInvoicePdf }] = await Promise.all([
    import('@cantoo/pdf-lib'),
    import('./e-invoice'),
    import('./invoice-pdf'),
  ]);
  const xrechnung = await xrechnungXml(document);
  const facturX = await facturXXml(document);
  const pdf = await buildInvoicePdf(document);
  await embedFacturX(pdf, new TextEncoder().encode(facturX), {
    fileName: FACTUR_X_FILENAME,
    conformanceLevel: 'EN 16931',
    description: fill(messages.invoice.eInvoice.attachment, { number: document.number }),
    creationDate: document.issuedAt,
    modificationDate: document.issuedAt,
  });
  return { pdf: await pdf.save(), xrechnungXml: xrechnung };
};
