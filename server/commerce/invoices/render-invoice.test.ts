import { loadavg } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { CII, readCii } from './cii-read';
import type { RenderedInvoice } from './invoice-document';
import { inspectPdf, type PdfInspection, xmpValue } from './invoice-pdf-inspect';
import { INVOICE_CASES } from './invoice-test-fixtures';
import { renderInvoice } from './render-invoice';
import { validateCii } from './xsd/facturx-xsd';

/** What each invoice case must show: the VAT category and the German lines of its PDF (§14 UStG). */
const EXPECTED: Record<string, { category: 'S' | 'AE' | 'O'; rate: string | null; typeCode: string; pdf: string[] }> = {
  'German buyer, 19 %, with an order reference': {
    category: 'S',
    rate: '19',
    typeCode: '380',
    pdf: [
      'Rechnung',
      'Bäckerei Müller GmbH',
      'z. Hd. Jörg Weiß',
      'Königstraße 5',
      '90402 Nürnberg',
      'Ihre Bestellreferenz PO-4711/ÄÖ',
      'Bestellnummer B-2026-00001',
      'Leistungsdatum 02.03.2026',
      'Nettobetrag 1.593,00 €',
      'Umsatzsteuer 19 % 302,67 €',
      'Gesamtbetrag 1.895,67 €',
      'Zahlbar bis 16.03.2026 ohne Abzug.',
      'DE02 1203 0000 0000 2020 51',
    ],
  },
  'Austrian business with a VAT id (reverse charge)': {
    category: 'AE',
    rate: '0',
    typeCode: '380',
    pdf: [
      'Alpenholz Handels GmbH',
      'Mariahilfer Straße 10',
      '1070 Wien',
      'Österreich',
      'Umsatzsteuer 0 % 0,00 €',
      'Gesamtbetrag 1.095,00 €',
      'Steuerschuldnerschaft des Leistungsempfängers',
      'USt-IdNr. des Leistenden: DE812345673 · USt-IdNr. des Leistungsempfängers: ATU13585627',
      'Steuernummer: 156/123/45678',
    ],
  },
  'Swiss buyer (outside the EU)': {
    category: 'O',
    rate: null,
    typeCode: '380',
    pdf: [
      'Zürcher Uhren AG',
      '8001 Zürich',
      'Schweiz',
      'Umsatzsteuer 0 % 0,00 €',
      'Nicht im Inland steuerbare Leistung',
    ],
  },
  'subscription with a service period': {
    category: 'S',
    rate: '19',
    typeCode: '380',
    pdf: [
      'Łódź Logistik GmbH & Co. KG',
      'Leistungszeitraum 02.03.2026 – 02.03.2027',
      'Jahresabo Stellenanzeigen',
      'Umsatzsteuer 19 % 473,10 €',
      'Gesamtbetrag 2.963,10 €',
      'Ihre USt-IdNr. DE136695976',
    ],
  },
  'cancellation of an invoice': {
    category: 'S',
    rate: '19',
    typeCode: '381',
    pdf: [
      'Stornorechnung zu Rechnung RE-2026-00001',
      'Rechnungsnummer RE-2026-00005',
      'Rechnungsdatum 10.03.2026',
      '-1.095,00 €',
      'Umsatzsteuer 19 % -208,05 €',
      'Gesamtbetrag -1.303,05 €',
    ],
  },
};

/** Both §14 UStG parties and the seller's legal footer appear on every invoice. */
const ALWAYS = ['Regio Jobbörsen GmbH', 'Münchener Straße 12', '83022 Rosenheim', 'DE812345673', 'HRB 12345'];

const cents = (decimal: string | null) => Math.round(Number(decimal) * 100);
/** pdf.js splits and joins text items freely: compare with all whitespace folded to one space. */
const fold = (text: string) => text.replace(/\s+/g, ' ');

describe.each(INVOICE_CASES)('renderInvoice: $name', ({ name, document }) => {
  const expected = EXPECTED[name];
  let rendered: RenderedInvoice;
  let pdf: PdfInspection;
  let embeddedXml: string;

  beforeAll(async () => {
    rendered = await renderInvoice(document);
    pdf = await inspectPdf(rendered.pdf);
    const attachment = pdf.attachments.find((file) => file.name === 'factur-x.xml');
    embeddedXml = attachment ? new TextDecoder().decode(attachment.data) : '';
  });

  it('adds up: lines = net, VAT = round(net × rate), gross = net + VAT, in the document and the XML', () => {
    expect(document.lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(document.netCents);
    expect(document.vatCents).toBe(Math.round(document.netCents * document.vatRate));
    expect(document.grossCents).toBe(document.netCents + document.vatCents);
    const xml = readCii(rendered.xrechnungXml);
    const lineTotals = xml.values(`${CII.transaction}/ram:IncludedSupplyChainTradeLineItem//ram:LineTotalAmount`);
    expect(lineTotals.reduce((sum, amount) => sum + cents(amount), 0)).toBe(document.netCents);
    expect(cents(xml.value(`${CII.totals}/ram:LineTotalAmount`))).toBe(document.netCents);
    expect(cents(xml.value(`${CII.totals}/ram:TaxBasisTotalAmount`))).toBe(document.netCents);
    expect(cents(xml.value(`${CII.totals}/ram:TaxTotalAmount`))).toBe(document.vatCents);
    expect(cents(xml.value(`${CII.totals}/ram:GrandTotalAmount`))).toBe(document.grossCents);
    expect(cents(xml.value(`${CII.totals}/ram:DuePayableAmount`))).toBe(document.grossCents);
    expect(cents(xml.value(`${CII.settlement}/ram:ApplicableTradeTax/ram:CalculatedAmount`))).toBe(document.vatCents);
  });

  it('passes the Factur-X 1.07.3 EN 16931 XSD: the XRechnung file and the XML inside the PDF', () => {
    expect(validateCii(rendered.xrechnungXml)).toEqual([]);
    expect(embeddedXml).toContain('<rsm:CrossIndustryInvoice');
    expect(validateCii(embeddedXml)).toEqual([]);
  });

  it('is PDF/A-3 with factur-x.xml as its Alternative representation (ZUGFeRD EN 16931)', () => {
    expect(pdf.attachments.map((file) => [file.name, file.afRelationship, file.mimeType])).toEqual([
      ['factur-x.xml', 'Alternative', 'text/xml'],
    ]);
    expect(pdf.associatedFiles).toBe(1);
    expect(xmpValue(pdf.xmp, 'pdfaid:part')).toBe('3');
    expect(xmpValue(pdf.xmp, 'pdfaid:conformance')).toBe('B');
    expect(xmpValue(pdf.xmp, 'fx:DocumentFileName')).toBe('factur-x.xml');
    expect(xmpValue(pdf.xmp, 'fx:ConformanceLevel')).toBe('EN 16931');
    expect(pdf.hasTrailerId).toBe(true);
    // PDF/A: every document-information entry equals its XMP twin.
    expect(pdf.info.title).toBe(xmpValue(pdf.xmp, 'dc:title'));
    expect(pdf.info.author).toBe(xmpValue(pdf.xmp, 'dc:creator'));
    expect(pdf.info.subject).toBe(xmpValue(pdf.xmp, 'dc:description'));
    expect(pdf.info.producer).toBe(xmpValue(pdf.xmp, 'pdf:Producer'));
    expect(pdf.info.keywords).toBe(xmpValue(pdf.xmp, 'pdf:Keywords'));
    expect(pdf.info.creator).toBe(xmpValue(pdf.xmp, 'xmp:CreatorTool'));
    expect(pdf.info.title).toContain(document.number);
  });

  it('shows the §14 UStG facts in German on the PDF', () => {
    const text = fold(pdf.text);
    for (const line of [...ALWAYS, ...expected.pdf, document.number, document.orderNumber]) {
      expect(text).toContain(line);
    }
    for (const line of document.lines) expect(text).toContain(line.name);
  });

  it('carries the EN 16931 and XRechnung terms in the XML', () => {
    const xml = readCii(rendered.xrechnungXml);
    const tax = `${CII.settlement}/ram:ApplicableTradeTax`;
    expect(xml.value('//rsm:ExchangedDocument/ram:ID')).toBe(document.number);
    expect(xml.value('//rsm:ExchangedDocument/ram:TypeCode')).toBe(expected.typeCode);
    expect(xml.value('//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')).toContain('xrechnung_3.0');
    // BT-10 and BT-13: the buyer's own order reference where given, else our order number.
    expect(xml.value(`${CII.agreement}/ram:BuyerReference`)).toBe(document.orderReference ?? document.orderNumber);
    expect(xml.value(`${CII.agreement}/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID`)).toBe(
      document.orderReference,
    );
    expect(xml.value(`${CII.agreement}/ram:SellerOrderReferencedDocument/ram:IssuerAssignedID`)).toBe(
      document.orderReference ? document.orderNumber : null,
    );
    // BT-34, BT-49 electronic addresses; BG-6 seller contact (BT-41, BT-43).
    expect(xml.values(`${CII.seller}/ram:URIUniversalCommunication/ram:URIID[@schemeID="EM"]`)).toEqual([
      document.seller.email,
    ]);
    expect(xml.values(`${CII.buyer}/ram:URIUniversalCommunication/ram:URIID[@schemeID="EM"]`)).toEqual([
      document.buyer.email,
    ]);
    expect(xml.value(`${CII.seller}/ram:DefinedTradeContact/ram:PersonName`)).toBe('Buchhaltung');
    expect(xml.value(`${CII.seller}/ram:DefinedTradeContact//ram:URIID`)).toBe(document.seller.email);
    // BG-23 VAT breakdown: one category, its rate, and the reason where no German VAT is due (BT-120).
    expect(xml.values(`${tax}/ram:CategoryCode`)).toEqual([expected.category]);
    expect(xml.value(`${tax}/ram:RateApplicablePercent`)).toBe(expected.rate);
    expect(xml.value(`${tax}/ram:ExemptionReason`)).toBe(document.vatNote);
    const sellerVatId = xml.value(`${CII.seller}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID="VA"]`);
    const buyerVatId = xml.value(`${CII.buyer}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID="VA"]`);
    // BR-AE-02 both VAT ids for reverse charge; BR-O-02 none outside the scope of VAT.
    expect(sellerVatId).toBe(expected.category === 'O' ? null : document.seller.vatId);
    expect(buyerVatId).toBe(expected.category === 'O' ? null : document.buyer.vatNumber);
    // BT-9 due date and BG-16/17 payment by transfer to the seller's IBAN; a cancellation pays nothing.
    const dueDate = xml.value(`${CII.settlement}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime`);
    const means = `${CII.settlement}/ram:SpecifiedTradeSettlementPaymentMeans`;
    if (document.kind === 'invoice') {
      expect(dueDate).toBe('20260316');
      expect(xml.value(`${means}/ram:TypeCode`)).toBe('58');
      expect(xml.value(`${means}//ram:IBANID`)).toBe(document.seller.iban);
      expect(xml.value(`${CII.settlement}/ram:PaymentReference`)).toBe(document.number);
    } else {
      expect(xml.value(`${CII.settlement}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toBe(
        document.cancelsNumber,
      );
      expect(xml.value(`${means}/ram:TypeCode`)).toBe('1');
    }
    // BT-72 date of supply and BG-14 the service period of a subscription.
    expect(xml.value(`${CII.transaction}/ram:ApplicableHeaderTradeDelivery//udt:DateTimeString`)).toBe('20260302');
    const period = xml.values(`${CII.settlement}/ram:BillingSpecifiedPeriod//udt:DateTimeString`);
    expect(period).toEqual(document.servicePeriod ? ['20260302', '20270302'] : []);
  });

  it('puts the same invoice into the PDF and the XRechnung (only the profile differs)', () => {
    const strip = (xml: string) =>
      xml.replace(
        /<ram:GuidelineSpecifiedDocumentContextParameter>[\s\S]*?<\/ram:GuidelineSpecifiedDocumentContextParameter>/,
        '',
      );
    expect(strip(embeddedXml)).toBe(strip(rendered.xrechnungXml));
    expect(readCii(embeddedXml).value('//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')).toBe(
      'urn:cen.eu:en16931:2017',
    );
  });
});

describe('renderInvoice time', () => {
  // The order request waits for its invoice: print the figure (warm, after the cases above) for the docs.
  it('prints the median and slowest of 15 renders', async () => {
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const { document } of INVOICE_CASES) {
        const start = performance.now();
        await renderInvoice(document);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const median = Math.round(times[Math.floor(times.length / 2)]);
    const slowest = Math.round(times.at(-1) ?? 0);
    console.info(`renderInvoice: median ${median} ms, slowest ${slowest} ms (load ${loadavg()[0].toFixed(1)})`);
    expect(times).toHaveLength(15);
  });
});
