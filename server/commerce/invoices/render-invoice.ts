/**
 * STAND-IN on the orders branch only: helper B's server/commerce/invoices/render-invoice.ts (ZUGFeRD PDF and
 * XRechnung XML from a maintained library) replaces this file at merge. It writes a one-page PDF with the
 * invoice's number and amounts and a small XML, enough for the order tests to store, mail and download them.
 */
import type { InvoiceDocument, InvoiceRenderer } from './invoice-document';

const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, ' ');

function minimalPdf(lines: string[]): Uint8Array {
  const text = lines.map((line, i) => `BT /F1 11 Tf 50 ${780 - i * 16} Td (${ascii(line)}) Tj ET`).join('\n');
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>',
    `<</Length ${text.length}>>\nstream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const euro = (cents: number) => (cents / 100).toFixed(2);

export const renderInvoice: InvoiceRenderer = async (document: InvoiceDocument) => {
  const title = document.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung';
  const pdf = minimalPdf([
    `${title} ${document.number}`,
    `Bestellung ${document.orderNumber}`,
    document.buyer.companyName,
    `Netto ${euro(document.netCents)} EUR, USt ${euro(document.vatCents)} EUR, Brutto ${euro(document.grossCents)} EUR`,
    document.vatNote ?? '',
  ]);
  const xrechnungXml = `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice><ID>${document.number}</ID><PayableAmount currencyID="EUR">${euro(document.grossCents)}</PayableAmount></Invoice>\n`;
  return { pdf, xrechnungXml };
};
