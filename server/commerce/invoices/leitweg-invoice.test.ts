// A public-sector buyer's Leitweg-ID on the invoice: the XRechnung's buyer reference (BT-10, which routes
// the invoice to the right office) and a line of the PDF; without one, BT-10 stays the order reference.
import { describe, expect, it } from 'vitest';
import { readCii } from './cii-read';
import { inspectPdf } from './invoice-pdf-inspect';
import { INVOICE_CASES } from './invoice-test-fixtures';
import { renderInvoice } from './render-invoice';
import { validateCii } from './xsd/facturx-xsd';

const BUYER_REFERENCE = '//ram:ApplicableHeaderTradeAgreement/ram:BuyerReference';
const domestic = INVOICE_CASES[0].document;

describe('Leitweg-ID on the invoice', () => {
  it('is the buyer reference of the XRechnung and stands on the PDF', async () => {
    const document = { ...domestic, buyer: { ...domestic.buyer, leitwegId: '04011000-1234512345-06' } };
    const rendered = await renderInvoice(document);
    expect(readCii(rendered.xrechnungXml).value(BUYER_REFERENCE)).toBe('04011000-1234512345-06');
    expect(validateCii(rendered.xrechnungXml)).toEqual([]);
    expect((await inspectPdf(rendered.pdf)).text.replace(/\s+/g, ' ')).toContain('Leitweg-ID 04011000-1234512345-06');
  });

  it('leaves the buyer reference as before without one', async () => {
    const rendered = await renderInvoice(domestic);
    expect(readCii(rendered.xrechnungXml).value(BUYER_REFERENCE)).toBe(domestic.orderReference ?? domestic.orderNumber);
    expect((await inspectPdf(rendered.pdf)).text).not.toContain('Leitweg-ID');
  });
});
