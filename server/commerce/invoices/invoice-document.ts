import type { Address } from '../../db/schema/columns';
import type { SellerConfig } from '../../../regions/schema';
import type { VatTreatment } from '../vat/vat-types';

/** One line of an invoice: a product as it was bought. Amounts in cents, net. */
export type InvoiceLine = {
  sku: string;
  name: string;
  /** What it includes, in plain German ("5 Stellenanzeigen, je 30 Tage online"). */
  description: string | null;
  quantity: number;
  unitNetCents: number;
  netCents: number;
};

/** The buyer as the customer profile of the order names them (docs/product.md §3). */
export type InvoiceBuyer = {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  address: Address;
  vatNumber: string | null;
  /** A public-sector buyer's Leitweg-ID: the XRechnung's BT-10 and a line of the PDF. */
  leitwegId?: string | null;
};

/**
 * Everything an invoice or a cancellation invoice states (§14 UStG: seller and buyer, VAT ids, number, date,
 * date of supply, net per rate, VAT, gross, reverse-charge note). Amounts are positive in both kinds; a
 * cancellation says which invoice it cancels and is shown with negative amounts on its PDF.
 */
export type InvoiceDocument = {
  kind: 'invoice' | 'cancellation';
  number: string;
  /** The cancelled invoice's number (kind cancellation). */
  cancelsNumber: string | null;
  issuedAt: Date;
  /** Date of supply: the day the credits or the subscription became usable. */
  serviceDate: Date;
  /** Subscriptions: the period of supply. */
  servicePeriod: { start: Date; end: Date } | null;
  dueDate: Date | null;
  seller: SellerConfig;
  buyer: InvoiceBuyer;
  orderNumber: string;
  /** docs/product.md §1 ORDER_ADDITIONAL_INFO: the buyer's purchase-order reference (EN 16931 BT-13). */
  orderReference: string | null;
  lines: InvoiceLine[];
  currency: 'EUR';
  netCents: number;
  vatRate: number;
  vatTreatment: VatTreatment;
  /** The German VAT note ("Steuerschuldnerschaft des Leistungsempfängers"); null for German VAT. */
  vatNote: string | null;
  vatCents: number;
  grossCents: number;
  /** The site the order was placed on: its name, address and colour brand the PDF. */
  site: { name: string; url: string; primaryColor: string };
};

/** The files of an issued invoice: the PDF is ZUGFeRD/Factur-X (PDF/A-3 with the CII XML inside). */
export type RenderedInvoice = { pdf: Uint8Array; xrechnungXml: string };

export type InvoiceRenderer = (document: InvoiceDocument) => Promise<RenderedInvoice>;
