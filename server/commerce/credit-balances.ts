import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditLedger } from '../db/schema';

/**
 * German names of the credit types (docs/product.md §3 credit balance label). Job slots belong to subscriptions, not
 * here.
 */
export const CREDIT_LABELS: Readonly<Record<string, string>> = {
  job: 'Stellenanzeigen',
  resume_contact: 'Lebenslauf-Kontakte',
};

export type CreditBalanceRow = { frontend: string; type: string; label: string; amount: number };

/**
 * An organization's credit balances, derived from the ledger: per frontend and type, this site's first.
 * Slot entries count against their subscription, not here (also once their subscription is deleted).
 */
export async function creditBalancesOf(
  db: Db,
  organizationId: string,
  currentRegionId: string,
): Promise<CreditBalanceRow[]> {
  const amount = sql<number>`sum(${creditLedger.delta})::int`;
  const rows = await db
    .select({ frontend: creditLedger.regionId, type: creditLedger.type, amount })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.organizationId, organizationId),
        isNull(creditLedger.subscriptionId),
        ne(creditLedger.type, 'job_slot'),
      ),
    )
    .groupBy(creditLedger.regionId, creditLedger.type)
    .orderBy(
      desc(sql`${creditLedger.regionId} = ${currentRegionId}`),
      asc(creditLedger.regionId),
      asc(creditLedger.type),
    );
  return rows.map((row) => ({ ...row, amount: Number(row.amount), label: CREDIT_LABELS[row.type] ?? row.type }));
}
