import { and, asc, count, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, products, resumeContactRequests, subscriptionStatus, subscriptions } from '../db/schema';
import { ownOrganizationsCondition, type OrganizationPerson } from '../organizations/own-organizations';
import { freeJobSlots } from './job-charges';

/** The states a subscription can be in, as a filter may name them. */
export const SUBSCRIPTION_STATUSES = subscriptionStatus.enumValues;

const SORT_COLUMNS = {
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  label: subscriptions.label,
  status: subscriptions.status,
  type: subscriptions.type,
} as const;

/** The fields subscriptions can be sorted by. */
export const SUBSCRIPTION_SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

const FILTER_COLUMNS = {
  status: subscriptions.status,
  type: subscriptions.type,
  productId: subscriptions.productId,
} as const;

export type SubscriptionFilter = { field: keyof typeof FILTER_COLUMNS; values: string[]; negate: boolean };

export type SubscriptionQuery = {
  /** The site asked: only its organizations, and its subscriptions unless `allFrontends`. */
  regionId: string;
  allFrontends: boolean;
  /** Whose subscriptions: one organization's, those of the caller's own organizations, or all of the site. */
  scope: { organizationId: string } | { ownedBy: OrganizationPerson } | 'site';
  filters: SubscriptionFilter[];
  sorting: Array<{ field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' }>;
  limit: number;
  offset: number;
};

/** Filters: values of one field ORed; a negated item excludes its values. */
function filterConditions(filters: SubscriptionFilter[]): SQL[] {
  const conditions: SQL[] = [];
  for (const field of Object.keys(FILTER_COLUMNS) as (keyof typeof FILTER_COLUMNS)[]) {
    const column = FILTER_COLUMNS[field];
    const included = filters.filter((f) => f.field === field && !f.negate).flatMap((f) => f.values);
    const excluded = filters.filter((f) => f.field === field && f.negate).flatMap((f) => f.values);
    if (included.length) conditions.push(inArray(column, [...new Set(included)] as never[]));
    if (excluded.length) conditions.push(not(inArray(column, [...new Set(excluded)] as never[])));
  }
  return conditions;
}

/**
 * One page of subscriptions with their organization, product, free job slots and contact slots (`activeContacts`:
 * approved contact requests held on it), and how many match in all.
 */
export async function listSubscriptions(db: Db, q: SubscriptionQuery) {
  const conditions = filterConditions(q.filters);
  conditions.push(eq(organizations.regionId, q.regionId));
  if (q.scope !== 'site')
    conditions.push(
      'ownedBy' in q.scope
        ? ownOrganizationsCondition(db, q.scope.ownedBy)
        : eq(subscriptions.organizationId, q.scope.organizationId),
    );
  if (!q.allFrontends) conditions.push(eq(subscriptions.regionId, q.regionId));
  const where = and(...conditions);
  const order = q.sorting.length
    ? q.sorting.map((s) => (s.direction === 'asc' ? asc(SORT_COLUMNS[s.field]) : desc(SORT_COLUMNS[s.field])))
    : [desc(subscriptions.startDate)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
        label: subscriptions.label,
        type: subscriptions.type,
        status: subscriptions.status,
        frontend: subscriptions.regionId,
        // Free slots: the jobs holding one are not available.
        availableJobSlots: freeJobSlots,
        slotsTotal: subscriptions.resumeContactSlotsTotal,
        slotsUsed: subscriptions.resumeContactSlotsUsed,
        organizationName: organizations.name,
        productId: products.id,
        productName: products.name,
      })
      .from(subscriptions)
      .innerJoin(organizations, eq(organizations.id, subscriptions.organizationId))
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .where(where)
      .orderBy(...order, asc(subscriptions.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(organizations, eq(organizations.id, subscriptions.organizationId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const active = ids.length
    ? await db
        .select({ subscriptionId: resumeContactRequests.subscriptionId, n: count() })
        .from(resumeContactRequests)
        .where(and(inArray(resumeContactRequests.subscriptionId, ids), eq(resumeContactRequests.status, 'approved')))
        .groupBy(resumeContactRequests.subscriptionId)
    : [];
  const activeOf = new Map(active.map((r) => [r.subscriptionId, r.n]));
  return { rows: rows.map((r) => ({ ...r, activeContacts: activeOf.get(r.id) ?? 0 })), total };
}
