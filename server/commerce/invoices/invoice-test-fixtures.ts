import { REGION_DEFAULTS } from '../../../regions/defaults';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';

/** The shared default seller, and one with the optional tax number set. */
export const SELLER = REGION_DEFAULTS.SELLER;
const SELLER_WITH_TAX_NUMBER = { ...SELLER, taxNumber: '156/123/45678' };

const SITE = { name: 'Jobs in Franken', url: 'https://franken.example', primaryColor: '#33bda6' };
const issuedAt = new Date('2026-03-02T09:15:00Z');
const dueDate = new Date('2026-03-16T09:15:00Z');

function line(sku: string, name: string, description: string | null, quantity: number, unit: number): InvoiceLine {
  return { sku, name, description, quantity, unitNetCents: unit, netCents: quantity * unit };
}

const CREDITS_5 = line('job-credits-5', '5 Stellenanzeigen', '5 Stellenanzeigen, je 30 Tage online', 1, 109_500);

function document(
  overrides: Partial<InvoiceDocument> & Pick<InvoiceDocument, 'buyer' | 'lines' | 'vatRate' | 'vatTreatment'>,
): InvoiceDocument {
  const netCents = overrides.lines.reduce((sum, item) => sum + item.netCents, 0);
  const vatCents = Math.round(netCents * overrides.vatRate);
  return {
    kind: 'invoice',
    number: 'RE-2026-00001',
    cancelsNumber: null,
    issuedAt,
    serviceDate: issuedAt,
    servicePeriod: null,
    dueDate,
    seller: SELLER,
    orderNumber: 'B-2026-00001',
    orderReference: null,
    currency: 'EUR',
    netCents,
    vatNote: null,
    vatCents,
    grossCents: netCents + vatCents,
    site: SITE,
    ...overrides,
  };
}

const GERMAN_BUYER = {
  companyName: 'Bäckerei Müller GmbH',
  firstName: 'Jörg',
  lastName: 'Weiß',
  email: 'einkauf@baeckerei-mueller.example',
  address: { countryCode: 'DE', addressLine1: 'Königstraße 5', zip: '90402', locality: 'Nürnberg' },
  vatNumber: null,
};

export type InvoiceCase = { name: string; document: InvoiceDocument };

/** The invoice cases: domestic, reverse charge, outside the EU, a subscription period, a cancellation. */
export const INVOICE_CASES: InvoiceCase[] = [
  {
    name: 'German buyer, 19 %, with an order reference',
    document: document({
      buyer: GERMAN_BUYER,
      orderReference: 'PO-4711/ÄÖ',
      lines: [CREDITS_5, line('job-credits-1', '1 Stellenanzeige', '1 Stellenanzeige, 30 Tage online', 2, 24_900)],
      vatRate: 0.19,
      vatTreatment: 'domestic',
    }),
  },
  {
    name: 'Austrian business with a VAT id (reverse charge)',
    document: document({
      number: 'RE-2026-00002',
      orderNumber: 'B-2026-00002',
      seller: SELLER_WITH_TAX_NUMBER,
      buyer: {
        companyName: 'Alpenholz Handels GmbH',
        firstName: 'Maria',
        lastName: 'Gruber',
        email: 'buchhaltung@alpenholz.example',
        address: { countryCode: 'AT', addressLine1: 'Mariahilfer Straße 10', zip: '1070', locality: 'Wien' },
        vatNumber: 'ATU13585627',
      },
      lines: [CREDITS_5],
      vatRate: 0,
      vatTreatment: 'reverse_charge',
      vatNote: 'Steuerschuldnerschaft des Leistungsempfängers',
    }),
  },
  {
    name: 'Swiss buyer (outside the EU)',
    document: document({
      number: 'RE-2026-00003',
      orderNumber: 'B-2026-00003',
      seller: SELLER_WITH_TAX_NUMBER,
      buyer: {
        companyName: 'Zürcher Uhren AG',
        firstName: 'Beat',
        lastName: 'Käser',
        email: 'finanzen@zuercher-uhren.example',
        address: { countryCode: 'CH', addressLine1: 'Bahnhofstrasse 1', zip: '8001', locality: 'Zürich' },
        vatNumber: null,
      },
      lines: [CREDITS_5],
      vatRate: 0,
      vatTreatment: 'outside_eu',
      vatNote: 'Nicht im Inland steuerbare Leistung',
    }),
  },
  {
    name: 'subscription with a service period',
    document: document({
      number: 'RE-2026-00004',
      orderNumber: 'B-2026-00004',
      buyer: { ...GERMAN_BUYER, companyName: 'Łódź Logistik GmbH & Co. KG', vatNumber: 'DE136695976' },
      servicePeriod: { start: issuedAt, end: new Date('2027-03-02T09:15:00Z') },
      lines: [
        line(
          'subscription-yearly',
          'Jahresabo Stellenanzeigen',
          '12 Monate: 10 Stellenanzeigen gleichzeitig online und 5 Lebenslauf-Kontakte je Monat',
          1,
          249_000,
        ),
      ],
      vatRate: 0.19,
      vatTreatment: 'domestic',
    }),
  },
  {
    name: 'cancellation of an invoice',
    document: document({
      kind: 'cancellation',
      number: 'RE-2026-00005',
      cancelsNumber: 'RE-2026-00001',
      issuedAt: new Date('2026-03-10T16:00:00Z'),
      dueDate: null,
      buyer: GERMAN_BUYER,
      orderReference: 'PO-4711/ÄÖ',
      lines: [CREDITS_5],
      vatRate: 0.19,
      vatTreatment: 'domestic',
    }),
  },
];
