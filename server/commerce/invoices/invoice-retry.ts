import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { deliverInvoice, type InvoiceDeps } from './invoice-delivery';

const MINUTE_MS = 60_000;
/** The order's own attempt is long over by then (it mails within the request). */
const SETTLE_MS = 10 * MINUTE_MS;
/** Older invoices are not mailed out of the blue any more: they stay downloadable at /my-products. */
const GIVE_UP_MS = 3 * 24 * 60 * MINUTE_MS;
/** A claim lasts this long: a run that died is taken over after it, and a failed mail waits for the next run after it. */
export const CLAIM_MS = 10 * MINUTE_MS;
const PER_RUN = 20;

/**
 * Claims due invoices in one statement (FOR UPDATE SKIP LOCKED), oldest first, and moves their claim on by
 * CLAIM_MS: two runs that overlap, on one worker or on two, never take the same invoice.
 */
async function claimDue(db: Db, now: Date): Promise<string[]> {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const due = sql`select ${invoices.id} from ${invoices}
    where ${invoices.mailedAt} is null
      and ${invoices.issuedAt} <= ${at(-SETTLE_MS)}::timestamptz
      and ${invoices.issuedAt} >= ${at(-GIVE_UP_MS)}::timestamptz
      and (${invoices.mailClaimedUntil} is null or ${invoices.mailClaimedUntil} <= ${at(0)}::timestamptz)
    order by ${invoices.issuedAt} limit ${PER_RUN} for update skip locked`;
  const claimed = await db
    .update(invoices)
    .set({ mailClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(sql`${invoices.id} in (${due})`)
    .returning({ id: invoices.id, issuedAt: invoices.issuedAt });
  return claimed.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime()).map((row) => row.id);
}

/**
 * Invoices whose mail failed when they were issued (a mail server down, a renderer error) are tried again, a
 * few per run, oldest first; each failure stays logged and the invoice waits until its claim runs out. Returns
 * how many went out.
 */
export async function mailUnsentInvoices(db: Db, deps: InvoiceDeps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const id of await claimDue(db, now)) if (await deliverInvoice(db, deps, id)) sent += 1;
  return sent;
}
