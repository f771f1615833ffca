import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/storage';
import { mailInvoice } from './invoice-mail';
import type { InvoiceRenderer } from './invoice-document';

/** Where an issued invoice goes: rendered by the renderer, stored in the storage, mailed by the mailer. */
export type InvoiceDeps = { storage: FileStorage; mailer: Mailer; renderInvoice: InvoiceRenderer };

/**
 * Renders, stores and mails an invoice just issued. The order or cancellation stands whatever happens here:
 * a failure is logged, and the invoice's files are rendered at its first download instead.
 */
export async function deliverInvoice(db: Db, deps: InvoiceDeps, invoiceId: string): Promise<boolean> {
  try {
    await mailInvoice(db, deps, invoiceId);
    return true;
  } catch (error) {
    console.error(`invoice ${invoiceId}: rendering or mailing failed (the download renders it later)`, error);
    return false;
  }
}
