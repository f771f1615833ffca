import messages from '../../../messages/de.json';
import { formatGermanDate } from '../../format/german-date';
import { formatCents, formatPercent } from '../../format/money';
import { fill } from '../../mail/template';
import { germanCountryName } from '../countries';
import type { InvoiceDocument } from './invoice-document';
import { formatIban } from './money-format';

const t = messages.invoice;

/** One row of the lines table, every cell already written as the PDF shows it. */
export type LayoutRow = {
  position: string;
  name: string;
  description: string | null;
  quantity: string;
  unitPrice: string;
  amount: string;
};

/**
 * What the invoice PDF says, in reading order, without positions: invoice-pdf.ts draws it. Kept apart so the
 * §14 UStG content is decided (and tested) in one place and the drawing code only places text.
 */
export type InvoiceLayout = {
  siteName: string;
  siteHost: string;
  primaryColor: string;
  letterhead: string[];
  senderLine: string;
  address: string[];
  meta: Array<[label: string, value: string]>;
  heading: string;
  intro: string;
  tableHeader: [position: string, service: string, quantity: string, unitPrice: string, amount: string];
  rows: LayoutRow[];
  totals: Array<{ label: string; value: string; strong: boolean }>;
  notes: string[];
  payment: string[];
  account: Array<[label: string, value: string]>;
  footer: string[][];
};

/** The buyer's address block (DIN 5008 order: company, attention line, street, postcode and city, country). */
export function buyerAddressLines(document: InvoiceDocument): string[] {
  const { buyer } = document;
  const { address } = buyer;
  const person = [buyer.firstName, buyer.lastName].filter(Boolean).join(' ').trim();
  const cityLine = [address.zip, address.locality].filter(Boolean).join(' ');
  return [
    buyer.companyName,
    person ? fill(t.attention, { name: person }) : '',
    address.addressLine1 ?? '',
    address.addressLine2 ?? '',
    cityLine,
    address.administrativeArea && address.countryCode !== 'DE' ? address.administrativeArea : '',
    address.countryCode.toUpperCase() === 'DE' ? '' : germanCountryName(address.countryCode),
  ].filter((line) => line.trim() !== '');
}

/** A cancellation's PDF shows its amounts negative; the document keeps them positive (EN 16931 type 381). */
function signed(document: InvoiceDocument, cents: number): number {
  return document.kind === 'cancellation' ? -cents : cents;
}

function metaRows(document: InvoiceDocument): InvoiceLayout['meta'] {
  const { seller, buyer } = document;
  const rows: InvoiceLayout['meta'] = [
    [t.meta.number, document.number],
    [t.meta.date, formatGermanDate(document.issuedAt)],
  ];
  if (document.servicePeriod) {
    const { start, end } = document.servicePeriod;
    rows.push([
      t.meta.servicePeriod,
      fill(t.meta.period, { start: formatGermanDate(start), end: formatGermanDate(end) }),
    ]);
  } else {
    rows.push([t.meta.serviceDate, formatGermanDate(document.serviceDate)]);
  }
  rows.push([t.meta.orderNumber, document.orderNumber]);
  if (document.orderReference) rows.push([t.meta.orderReference, document.orderReference]);
  if (document.dueDate && document.kind === 'invoice') rows.push([t.meta.dueDate, formatGermanDate(document.dueDate)]);
  if (buyer.vatNumber) rows.push([t.meta.buyerVatId, buyer.vatNumber]);
  if (buyer.leitwegId) rows.push([t.meta.leitwegId, buyer.leitwegId]);
  rows.push([t.meta.sellerVatId, seller.vatId]);
  return rows;
}

/** The German VAT note of the document, or the standard wording when the order left it empty. */
export function vatNoteOf(document: InvoiceDocument): string | null {
  if (document.vatNote) return document.vatNote;
  if (document.vatTreatment === 'reverse_charge') return t.vat.reverseCharge;
  if (document.vatTreatment === 'outside_eu') return t.vat.outsideEu;
  return null;
}

function notes(document: InvoiceDocument): string[] {
  const note = vatNoteOf(document);
  const lines = note ? [note] : [];
  // §14a Abs. 1 UStG: a reverse-charge invoice names the VAT ids of both parties.
  if (document.vatTreatment === 'reverse_charge') {
    lines.push(fill(t.vat.vatIds, { seller: document.seller.vatId, buyer: document.buyer.vatNumber ?? '' }));
  }
  return lines;
}

/** The payment terms as the e-invoice repeats them (BT-20). */
export function paymentTermsText(document: InvoiceDocument): string {
  return document.dueDate ? fill(t.payment.due, { date: formatGermanDate(document.dueDate) }) : t.payment.immediate;
}

function payment(document: InvoiceDocument): Pick<InvoiceLayout, 'payment' | 'account'> {
  if (document.kind === 'cancellation') return { payment: [t.payment.refund], account: [] };
  const { seller } = document;
  return {
    payment: [paymentTermsText(document), fill(t.payment.transfer, { amount: formatCents(document.grossCents) })],
    account: [
      [t.payment.accountHolder, seller.name],
      [t.payment.iban, formatIban(seller.iban)],
      [t.payment.bic, seller.bic],
      [t.payment.bank, seller.bankName],
      [t.payment.reference, document.number],
    ],
  };
}

function footer(document: InvoiceDocument): string[][] {
  const { seller } = document;
  return [
    [seller.name, seller.street, `${seller.postalCode} ${seller.city}`],
    [
      fill(t.footer.register, { court: seller.registerCourt, number: seller.registerNumber }),
      fill(t.footer.managingDirectors, { names: seller.managingDirectors }),
    ],
    [
      fill(t.footer.vatId, { vatId: seller.vatId }),
      ...(seller.taxNumber ? [fill(t.footer.taxNumber, { taxNumber: seller.taxNumber })] : []),
      fill(t.footer.email, { email: seller.email }),
      fill(t.footer.phone, { phone: seller.phone }),
    ],
  ];
}

/** Everything the PDF of one invoice or cancellation states (§14 Abs. 4 UStG), in German. */
export function invoiceLayout(document: InvoiceDocument): InvoiceLayout {
  const { seller, site } = document;
  const cancellation = document.kind === 'cancellation';
  const cancelled = document.cancelsNumber ?? '';
  return {
    siteName: site.name,
    siteHost: site.url.replace(/^https?:\/\//, '').replace(/\/$/, ''),
    primaryColor: site.primaryColor,
    letterhead: [seller.name, seller.street, `${seller.postalCode} ${seller.city}`, seller.email, seller.phone],
    senderLine: fill(t.senderLine, {
      name: seller.name,
      street: seller.street,
      postalCode: seller.postalCode,
      city: seller.city,
    }),
    address: buyerAddressLines(document),
    meta: metaRows(document),
    heading: cancellation ? fill(t.heading.cancellation, { number: cancelled }) : t.heading.invoice,
    intro: cancellation ? fill(t.intro.cancellation, { number: cancelled }) : t.intro.invoice,
    tableHeader: [t.table.position, t.table.service, t.table.quantity, t.table.unitPrice, t.table.amount],
    rows: document.lines.map((line, index) => ({
      position: String(index + 1),
      name: line.name,
      description: line.description,
      quantity: new Intl.NumberFormat('de-DE').format(line.quantity),
      unitPrice: formatCents(signed(document, line.unitNetCents)),
      amount: formatCents(signed(document, line.netCents)),
    })),
    totals: [
      { label: t.totals.net, value: formatCents(signed(document, document.netCents)), strong: false },
      {
        label: fill(t.totals.vat, { rate: formatPercent(document.vatRate) }),
        value: formatCents(signed(document, document.vatCents)),
        strong: false,
      },
      { label: t.totals.gross, value: formatCents(signed(document, document.grossCents)), strong: true },
    ],
    notes: notes(document),
    ...payment(document),
    footer: footer(document),
  };
}

/** The PDF's title and subject (document information and XMP), e.g. "Rechnung RE-2026-00001". */
export function documentTitle(document: InvoiceDocument): { title: string; subject: string; keywords: string } {
  const title =
    document.kind === 'cancellation'
      ? fill(t.document.cancellationTitle, { number: document.number, cancelsNumber: document.cancelsNumber ?? '' })
      : fill(t.document.title, { number: document.number });
  const subject = fill(t.document.subject, {
    title,
    date: formatGermanDate(document.issuedAt),
    seller: document.seller.name,
  });
  return { title, subject, keywords: t.document.keywords };
}
