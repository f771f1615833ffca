import { describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import { inspectPdf } from './invoice-pdf-inspect';
import { INVOICE_CASES } from './invoice-test-fixtures';
import { assertInvoiceArithmetic, renderInvoice } from './render-invoice';

const GERMAN = INVOICE_CASES[0].document;

function withLines(lines: InvoiceLine[]): InvoiceDocument {
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = Math.round(netCents * 0.19);
  return { ...GERMAN, lines, netCents, vatCents, grossCents: netCents + vatCents };
}

describe('the invoice PDF', () => {
  it('continues on further pages with the table head repeated and "Seite n von m" on each', async () => {
    const lines = Array.from({ length: 30 }, (_, index) => ({
      sku: `job-credits-${index}`,
      name: `Stellenanzeige Nr. ${index + 1}`,
      description: 'Eine Stellenanzeige, 30 Tage online, mit Logo und Hervorhebung in der Trefferliste',
      quantity: 1,
      unitNetCents: 24_900,
      netCents: 24_900,
    }));
    const pdf = await inspectPdf((await renderInvoice(withLines(lines))).pdf);
    expect(pdf.pages).toBeGreaterThan(1);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain(`Seite ${pdf.pages} von ${pdf.pages}`);
    expect(text.match(/Einzelpreis netto/g)?.length).toBe(pdf.pages);
    expect(text).toContain('Stellenanzeige Nr. 30');
    expect(text).toContain('Gesamtbetrag 8.889,30 €');
  });

  it('wraps a long description and keeps names in scripts Inter lacks from breaking the PDF', async () => {
    const document: InvoiceDocument = {
      ...GERMAN,
      buyer: { ...GERMAN.buyer, companyName: 'Kabushiki-gaisha 東京 Trading' },
    };
    const pdf = await inspectPdf((await renderInvoice(document)).pdf);
    expect(pdf.text).toContain('Kabushiki-gaisha');
  });
});

describe('documents that do not add up are refused, not issued', () => {
  const line = GERMAN.lines[0];
  it.each<[string, Partial<InvoiceDocument>, RegExp]>([
    ['net ≠ sum of lines', { netCents: GERMAN.netCents + 1 }, /lines sum to/],
    ['VAT ≠ round(net × rate)', { vatCents: GERMAN.vatCents + 1 }, /VAT/],
    ['gross ≠ net + VAT', { grossCents: GERMAN.grossCents - 1 }, /gross/],
    ['a line whose quantity × price ≠ net', { lines: [{ ...line, quantity: 2 }, ...GERMAN.lines.slice(1)] }, /line/],
    ['no lines', { lines: [] }, /no lines/],
    [
      'reverse charge without the buyer’s VAT id',
      { vatTreatment: 'reverse_charge', vatRate: 0, vatCents: 0, grossCents: GERMAN.netCents },
      /reverse charge without VAT id/,
    ],
    ['German VAT rate on a reverse-charge invoice', { vatTreatment: 'reverse_charge' }, /only German VAT/],
    ['a cancellation that names no invoice', { kind: 'cancellation', cancelsNumber: null }, /names no invoice/],
  ])('%s', (_name, change, message) => {
    expect(() => assertInvoiceArithmetic({ ...GERMAN, ...change })).toThrow(message);
  });

  it('accepts every invoice case (German, reverse charge, outside the EU, cancellation)', () => {
    for (const { document } of INVOICE_CASES) expect(() => assertInvoiceArithmetic(document)).not.toThrow();
  });
});
