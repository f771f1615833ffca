import type { Invoice } from '@e-invoice-eu/core';
import messages from '../../../messages/de.json';
import { fill } from '../../mail/template';
import { eInvoiceCountryCode } from '../countries';
import type { InvoiceDocument } from './invoice-document';
import { paymentTermsText, vatNoteOf } from './invoice-pdf-layout';
import { berlinDay } from '../../format/german-date';
import { centsToDecimal, percentDecimal } from './money-format';

type UblInvoice = Invoice['ubl:Invoice'];
type Party = UblInvoice['cac:AccountingSupplierParty']['cac:Party'];
type BuyerParty = UblInvoice['cac:AccountingCustomerParty']['cac:Party'];
type TaxCategory = UblInvoice['cac:InvoiceLine'][number]['cac:Item']['cac:ClassifiedTaxCategory'];

const t = messages.invoice;
const EUR = 'EUR' as const;

/**
 * EN 16931 VAT category of each treatment (BT-118/BT-151): S standard rate, AE reverse charge, O outside the
 * scope of German VAT. AE and O carry the exemption reason as code (BT-121, VATEX code list) and German text
 * (BT-120); O has no rate at all (BR-O-05, BR-O-12).
 */
function taxCategory(document: InvoiceDocument): TaxCategory & {
  'cbc:TaxExemptionReasonCode'?: string;
  'cbc:TaxExemptionReason'?: string;
} {
  const scheme = { 'cbc:ID': 'VAT' };
  const reason = vatNoteOf(document) ?? '';
  switch (document.vatTreatment) {
    case 'domestic':
      return { 'cbc:ID': 'S', 'cbc:Percent': percentDecimal(document.vatRate), 'cac:TaxScheme': scheme };
    case 'reverse_charge':
      return {
        'cbc:ID': 'AE',
        'cbc:Percent': '0',
        'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE',
        'cbc:TaxExemptionReason': reason,
        'cac:TaxScheme': scheme,
      };
    case 'outside_eu':
      return {
        'cbc:ID': 'O',
        'cbc:TaxExemptionReasonCode': 'VATEX-EU-O',
        'cbc:TaxExemptionReason': reason,
        'cac:TaxScheme': scheme,
      };
  }
}

/** The line's category: the same code and rate, without the reason (which belongs to the breakdown). */
function lineCategory(category: ReturnType<typeof taxCategory>): TaxCategory {
  const { 'cbc:TaxExemptionReasonCode': _code, 'cbc:TaxExemptionReason': _reason, ...line } = category;
  return line;
}

function seller(document: InvoiceDocument): Party {
  const { seller: s } = document;
  // BR-O-02: an invoice outside the scope of VAT names no VAT id; the tax number (BT-32) identifies the seller.
  const withVatId = document.vatTreatment !== 'outside_eu';
  const taxSchemes = [
    ...(withVatId ? [{ 'cbc:CompanyID': s.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    ...(s.taxNumber ? [{ 'cbc:CompanyID': s.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ];
  return {
    'cbc:EndpointID': s.email,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PostalAddress': {
      'cbc:StreetName': s.street,
      'cbc:CityName': s.city,
      'cbc:PostalZone': s.postalCode,
      'cac:Country': { 'cbc:IdentificationCode': s.countryCode },
    },
    ...(taxSchemes.length ? { 'cac:PartyTaxScheme': taxSchemes as Party['cac:PartyTaxScheme'] } : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': s.name,
      'cbc:CompanyID': s.registerNumber,
      // BT-33: the register court and the managing directors, as the PDF's footer states them.
      'cbc:CompanyLegalForm': [
        fill(t.footer.register, { court: s.registerCourt, number: s.registerNumber }),
        fill(t.footer.managingDirectors, { names: s.managingDirectors }),
      ].join(', '),
    },
    // BG-6 seller contact (XRechnung BR-DE-2, -5, -6, -7).
    'cac:Contact': {
      'cbc:Name': t.eInvoice.contactPoint,
      'cbc:Telephone': s.phone,
      'cbc:ElectronicMail': s.email,
    },
  };
}

function buyer(document: InvoiceDocument): BuyerParty {
  const { buyer: b } = document;
  const { address } = b;
  const person = [b.firstName, b.lastName].filter(Boolean).join(' ').trim();
  const optional = (key: string, value: string | undefined) => (value ? { [key]: value } : {});
  // BT-48: needed for reverse charge (BR-AE-02), forbidden outside the scope of VAT (BR-O-02).
  const vatId = b.vatNumber && document.vatTreatment !== 'outside_eu' ? b.vatNumber : null;
  return {
    'cbc:EndpointID': b.email,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PostalAddress': {
      ...optional('cbc:StreetName', address.addressLine1),
      ...optional('cbc:AdditionalStreetName', address.addressLine2),
      ...optional('cbc:CityName', address.locality),
      ...optional('cbc:PostalZone', address.zip),
      ...optional('cbc:CountrySubentity', address.administrativeArea),
      'cac:Country': {
        'cbc:IdentificationCode': eInvoiceCountryCode(
          address.countryCode,
        ) as BuyerParty['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'],
      },
    },
    ...(vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': b.companyName },
    'cac:Contact': { ...(person ? { 'cbc:Name': person } : {}), 'cbc:ElectronicMail': b.email },
  };
}

/** BG-16: credit transfer (58) to the seller's IBAN with the invoice number as reference; a cancellation pays
 * nothing to the seller, so it names no account (1: instrument not defined) and says so in the terms. */
function payment(document: InvoiceDocument): Pick<UblInvoice, 'cac:PaymentMeans' | 'cac:PaymentTerms'> {
  if (document.kind === 'cancellation') {
    return {
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '1', 'cbc:PaymentID': document.number }],
      'cac:PaymentTerms': { 'cbc:Note': t.payment.refund },
    };
  }
  const { seller: s } = document;
  return {
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': document.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': s.iban,
          'cbc:Name': s.name,
          'cac:FinancialInstitutionBranch': { 'cbc:ID': s.bic },
        },
      },
    ],
    'cac:PaymentTerms': { 'cbc:Note': paymentTermsText(document) },
  };
}

/**
 * The invoice in @e-invoice-eu/core's input format (UBL names in JSON), from which it writes CII for the
 * ZUGFeRD file and the XRechnung. Amounts stay positive: a cancellation is a credit note (type 381) that
 * names the invoice it cancels (BT-25); the PDF alone shows its amounts negative.
 */
export function eInvoiceJson(document: InvoiceDocument): Invoice {
  const category = taxCategory(document);
  const amount = (cents: number) => centsToDecimal(cents);
  const notes = [
    ...(document.kind === 'cancellation'
      ? [fill(t.heading.cancellation, { number: document.cancelsNumber ?? '' })]
      : []),
    ...(vatNoteOf(document) ? [vatNoteOf(document) as string] : []),
  ];
  const invoice: UblInvoice = {
    'cbc:ID': document.number,
    'cbc:IssueDate': berlinDay(document.issuedAt),
    ...(document.dueDate ? { 'cbc:DueDate': berlinDay(document.dueDate) } : {}),
    'cbc:InvoiceTypeCode': document.kind === 'cancellation' ? '381' : '380',
    ...(notes.length ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': EUR,
    // BT-10 (XRechnung BR-DE-15): a public-sector buyer's Leitweg-ID, which routes the invoice to them; else
    // the buyer's own reference where they gave one, else our order number.
    'cbc:BuyerReference': document.buyer.leitwegId || (document.orderReference ?? document.orderNumber),
    ...(document.servicePeriod
      ? {
          'cac:InvoicePeriod': {
            'cbc:StartDate': berlinDay(document.servicePeriod.start),
            'cbc:EndDate': berlinDay(document.servicePeriod.end),
          },
        }
      : {}),
    // BT-13 the buyer's order reference and BT-14 our order number. Without a buyer's reference the library
    // would write "NA" as BT-13 (a UBL convention); BT-10 carries our order number then.
    ...(document.orderReference
      ? { 'cac:OrderReference': { 'cbc:ID': document.orderReference, 'cbc:SalesOrderID': document.orderNumber } }
      : {}),
    ...(document.kind === 'cancellation' && document.cancelsNumber
      ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': document.cancelsNumber } }] }
      : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': seller(document) },
    'cac:AccountingCustomerParty': { 'cac:Party': buyer(document) },
    'cac:Delivery': { 'cbc:ActualDeliveryDate': berlinDay(document.serviceDate) },
    ...payment(document),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(document.vatCents),
        'cbc:TaxAmount@currencyID': EUR,
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': amount(document.netCents),
            'cbc:TaxableAmount@currencyID': EUR,
            'cbc:TaxAmount': amount(document.vatCents),
            'cbc:TaxAmount@currencyID': EUR,
            'cac:TaxCategory': category,
          },
        ],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(document.netCents),
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cbc:TaxExclusiveAmount': amount(document.netCents),
      'cbc:TaxExclusiveAmount@currencyID': EUR,
      'cbc:TaxInclusiveAmount': amount(document.grossCents),
      'cbc:TaxInclusiveAmount@currencyID': EUR,
      'cbc:PayableAmount': amount(document.grossCents),
      'cbc:PayableAmount@currencyID': EUR,
    },
    'cac:InvoiceLine': document.lines.map((line, index) => ({
      'cbc:ID': String(index + 1),
      'cbc:InvoicedQuantity': String(line.quantity),
      // C62: "one", a piece; a pack or a subscription is counted as such.
      'cbc:InvoicedQuantity@unitCode': 'C62' as const,
      'cbc:LineExtensionAmount': amount(line.netCents),
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cac:Item': {
        ...(line.description ? { 'cbc:Description': line.description } : {}),
        'cbc:Name': line.name,
        'cac:SellersItemIdentification': { 'cbc:ID': line.sku },
        'cac:ClassifiedTaxCategory': lineCategory(category),
      },
      'cac:Price': { 'cbc:PriceAmount': amount(line.unitNetCents), 'cbc:PriceAmount@currencyID': EUR },
    })) as UblInvoice['cac:InvoiceLine'],
  };
  return { 'ubl:Invoice': invoice };
}
