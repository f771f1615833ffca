import type { SellerConfig } from '../../../regions/schema';
import { type CustomerProfile, type InvoiceParty, invoices } from '../../db/schema';
import { takeDocumentNumber } from '../orders/document-numbers';
import { buyerSnapshot, sellerSnapshot } from './invoice-snapshots';
import type { Tx } from '../job-charges';
import type { VatTreatment } from '../vat/vat-types';

export type InvoiceAmounts = {
  netCents: number;
  vatRate: number;
  vatTreatment: VatTreatment;
  vatCents: number;
  grossCents: number;
};

export type IssueInvoice = {
  orderId: string;
  seller: SellerConfig;
  amounts: InvoiceAmounts;
  issuedAt: Date;
  serviceDate: Date;
  dueDate: Date | null;
} & (
  { kind: 'invoice'; buyer: CustomerProfile } | { kind: 'cancellation'; cancels: { id: string; buyer: InvoiceParty } }
);

/**
 * Writes an invoice or a cancellation invoice (Stornorechnung) with the next number of its seller, inside the
 * transaction of the order or the cancellation: seller and buyer are copied in, the row never changes again
 * (GoBD) except for linking its rendered files and noting when it was mailed. Returns its id and number.
 */
export async function issueInvoiceRow(tx: Tx, issue: IssueInvoice): Promise<{ id: string; number: string }> {
  const number = await takeDocumentNumber(tx, issue.seller, 'invoice', issue.issuedAt);
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: issue.orderId,
      kind: issue.kind,
      cancelsInvoiceId: issue.kind === 'cancellation' ? issue.cancels.id : null,
      sellerId: issue.seller.id,
      number,
      issuedAt: issue.issuedAt,
      serviceDate: issue.serviceDate,
      dueDate: issue.dueDate,
      seller: sellerSnapshot(issue.seller),
      buyer: issue.kind === 'invoice' ? buyerSnapshot(issue.buyer) : issue.cancels.buyer,
      ...issue.amounts,
    })
    .returning({ id: invoices.id });
  return { id: row.id, number };
}
