import { sql } from 'drizzle-orm';
import type { SellerConfig } from '../../../regions/schema';
import { documentNumberCounters } from '../../db/schema';
import type { Tx } from '../job-charges';

export type DocumentSeries = 'order' | 'invoice';

const berlinYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' });

/** The business year of a document: the seller is German, so New Year's night counts in Berlin time. */
export function documentYear(date: Date): number {
  return Number(berlinYear.format(date));
}

/** "RE-2026-00017": prefix, year, the number padded to five digits (more digits once past 99,999). */
export function formatDocumentNumber(prefix: string, year: number, number: number): string {
  return `${prefix}-${year}-${String(number).padStart(5, '0')}`;
}

/**
 * Takes the next number of a seller's series for the year, inside the transaction that issues the document.
 * docs/product.md §3.6, gapless under concurrency: the counter row is created or incremented in one statement, whose
 * row lock makes a concurrent issuer wait until this transaction ends; a rollback returns the number with it.
 */
export async function takeDocumentNumber(
  tx: Tx,
  seller: Pick<SellerConfig, 'id' | 'invoicePrefix' | 'orderPrefix'>,
  series: DocumentSeries,
  issuedAt: Date,
): Promise<string> {
  const year = documentYear(issuedAt);
  const [row] = await tx
    .insert(documentNumberCounters)
    .values({ sellerId: seller.id, series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentNumberCounters.sellerId, documentNumberCounters.series, documentNumberCounters.year],
      set: { lastNumber: sql`${documentNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentNumberCounters.lastNumber });
  return formatDocumentNumber(series === 'order' ? seller.orderPrefix : seller.invoicePrefix, year, row.lastNumber);
}
