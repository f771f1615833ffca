import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, regionId, tstz } from './columns';
import { orders, subscriptions } from './commerce';
import { jobs } from './jobs';
import { organizations } from './organizations';
import { users } from './users';

export const creditLedgerReason = pgEnum('credit_ledger_reason', [
  'purchase',
  'grant',
  'use',
  'give_back',
  'expiry',
  'cancellation',
]);

/**
 * Credits and subscription job slots as an append-only ledger: a balance is the sum of its entries, never a
 * stored number, so every change has its reason, job, order and actor. type: 'job' (job credits), 'job_slot'
 * (slots of subscription_id, in use while a job holds one), 'resume_contact'. Rows are never updated.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    regionId: regionId().notNull(),
    type: text('type').notNull(),
    delta: integer('delta').notNull(),
    reason: creditLedgerReason('reason').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_org_region_type_idx').on(t.organizationId, t.regionId, t.type),
    index('credit_ledger_job_idx').on(t.jobId),
    index('credit_ledger_subscription_idx').on(t.subscriptionId),
    index('credit_ledger_order_idx').on(t.orderId),
    check('credit_ledger_delta_check', sql`${t.delta} <> 0`),
  ],
);
