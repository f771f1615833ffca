import { and, asc, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { deliverInvoice, type InvoiceDeps } from './invoice-delivery';

const MINUTE_MS = 60_000;
/** The order's own attempt is long over by then (it mails within the request). */
const SETTLE_MS = 10 * MINUTE_MS;
/** Older invoices are not mailed out of the blue any more: they stay downloadable at /my-products. */
const GIVE_UP_MS = 3 * 24 * 60 * MINUTE_MS;
const PER_RUN = 20;

/**
 * Invoices whose mail failed when they were issued (a mail server down, a renderer error) are tried again, a
 * few per run, oldest first; each failure stays logged and waits for the next run. Returns how many went out.
 */
export async function mailUnsentInvoices(db: Db, deps: InvoiceDeps, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        isNull(invoices.mailedAt),
        lte(invoices.issuedAt, new Date(now.getTime() - SETTLE_MS)),
        gte(invoices.issuedAt, new Date(now.getTime() - GIVE_UP_MS)),
      ),
    )
    .orderBy(asc(invoices.issuedAt))
    .limit(PER_RUN);
  let sent = 0;
  for (const { id } of due) if (await deliverInvoice(db, deps, id)) sent += 1;
  return sent;
}
