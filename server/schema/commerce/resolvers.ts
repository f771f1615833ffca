import { and, asc, count, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import { isAdminLike } from '../../auth/session-user';
import { creditBalancesOf } from '../../commerce/credit-balances';
import { freeJobSlots } from '../../commerce/job-charges';
import { organizations, products, resumeContactRequests, subscriptionStatus, subscriptions } from '../../db/schema';
import { requireRecruiter, resolveTargetOrganization } from '../../graphql/authorization';
import { ownOrganizationsCondition } from '../../organizations/own-organizations';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { graphqlMessages } from '../../graphql/messages';
import { filtersArg, idArg, MAX_PAGE_SIZE, offsetArg, optional, parseArgs, sortingArg } from '../../graphql/validation';
import type {
  CreditBalance,
  OrganizationSubscription,
  QueryGetCreditsArgs,
  QueryGetSubscriptionsArgs,
  QueryResolvers,
  SubscriptionsResult,
} from '../generated/resolvers-types';

const creditArgs = z.object({ organizationId: optional(idArg) });

/**
 * docs/product.md §7 getCredits: the balances of one organization on every frontend, this site's first. Without an
 * organizationId: the caller's active or own organization (none → empty list).
 */
export async function getCredits(ctx: GraphQLContext, raw: QueryGetCreditsArgs): Promise<CreditBalance[]> {
  const user = requireRecruiter(ctx);
  const { organizationId } = parseArgs(creditArgs, raw);
  const org = await resolveTargetOrganization(ctx, user, organizationId);
  if (!org) return [];
  const rows = await creditBalancesOf(ctx.db, org.id, ctx.region.id);
  return rows.map((row) => ({ ...row, organizationName: org.name }));
}

const SORT_COLUMNS = {
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  label: subscriptions.label,
  status: subscriptions.status,
  type: subscriptions.type,
} as const;

const subscriptionArgs = z.object({
  filters: filtersArg({ status: subscriptionStatus.enumValues, type: null, productId: null }),
  sorting: sortingArg(Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[]),
  // docs/product.md §7: limit is required with a default of 100, the maximum page size.
  limit: optional(z.number().int().min(1).max(MAX_PAGE_SIZE)).transform((value) => value ?? MAX_PAGE_SIZE),
  offset: offsetArg,
  showSubscriptionsFromAllFrontends: optional(z.boolean()).transform((value) => value ?? false),
  organizationId: optional(idArg),
});

const FILTER_COLUMNS = {
  status: subscriptions.status,
  type: subscriptions.type,
  productId: subscriptions.productId,
} as const;

/** docs/product.md §5 filters: values of one field ORed; a negated item excludes its values. */
function filterConditions(filters: ReturnType<typeof parseArgs<typeof subscriptionArgs>>['filters']): SQL[] {
  const conditions: SQL[] = [];
  filters.forEach((filter, i) => {
    if (filter.field === 'productId') {
      filter.values.forEach((value) => {
        if (!idArg.safeParse(value).success) throw badUserInput(`filters[${i}].value`, graphqlMessages.validation.id);
      });
    }
  });
  for (const field of Object.keys(FILTER_COLUMNS) as (keyof typeof FILTER_COLUMNS)[]) {
    const column = FILTER_COLUMNS[field];
    const included = filters.filter((f) => f.field === field && !f.negate).flatMap((f) => f.values);
    const excluded = filters.filter((f) => f.field === field && f.negate).flatMap((f) => f.values);
    if (included.length) conditions.push(inArray(column, [...new Set(included)] as never[]));
    if (excluded.length) conditions.push(not(inArray(column, [...new Set(excluded)] as never[])));
  }
  return conditions;
}

/** Where the subscription can be looked at: the my-products page of its own site (its configured origin). */
function absoluteUrl(ctx: GraphQLContext, regionId: string, id: string): string {
  return siteUrl(getRegion(regionId) ?? ctx.region, `/my-products?subscription=${id}`);
}

/**
 * docs/product.md §7 getSubscriptions: subscriptions of one organization (organizationId) or of every organization the
 * caller may act on (admin-like: the whole site), of this frontend unless showSubscriptionsFromAllFrontends.
 * "Subscription data fetched only when configured" (docs/product.md §6): a site without the feature answers with an
 * error entry.
 */
export async function getSubscriptions(
  ctx: GraphQLContext,
  raw: QueryGetSubscriptionsArgs,
): Promise<SubscriptionsResult> {
  const user = requireRecruiter(ctx);
  const a = parseArgs(subscriptionArgs, raw);
  const conditions = filterConditions(a.filters);
  conditions.push(eq(organizations.regionId, ctx.region.id));
  if (a.organizationId) {
    const org = await resolveTargetOrganization(ctx, user, a.organizationId);
    conditions.push(eq(subscriptions.organizationId, org!.id));
  } else if (!isAdminLike(user)) {
    conditions.push(ownOrganizationsCondition(ctx.db, user));
  }
  if (!ctx.region.FEATURES.SUBSCRIPTIONS_FEATURE_ACTIVE) {
    return { subscriptions: [], total: 0, errors: [graphqlMessages.subscriptions.featureInactive] };
  }
  if (!a.showSubscriptionsFromAllFrontends) conditions.push(eq(subscriptions.regionId, ctx.region.id));
  const where = and(...conditions);

  const order = a.sorting.length
    ? a.sorting.map((s) => (s.direction === 'asc' ? asc(SORT_COLUMNS[s.field]) : desc(SORT_COLUMNS[s.field])))
    : [desc(subscriptions.startDate)];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
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
      .limit(a.limit)
      .offset(a.offset),
    ctx.db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(organizations, eq(organizations.id, subscriptions.organizationId))
      .where(where),
  ]);

  const ids = rows.map((r) => r.id);
  const active = ids.length
    ? await ctx.db
        .select({ subscriptionId: resumeContactRequests.subscriptionId, n: count() })
        .from(resumeContactRequests)
        .where(and(inArray(resumeContactRequests.subscriptionId, ids), eq(resumeContactRequests.status, 'approved')))
        .groupBy(resumeContactRequests.subscriptionId)
    : [];
  const activeOf = new Map(active.map((r) => [r.subscriptionId, r.n]));
  const labels = graphqlMessages.subscriptions.status;

  const list: OrganizationSubscription[] = rows.map((r) => ({
    id: r.id,
    startDate: r.startDate,
    endDate: r.endDate,
    label: r.label,
    organizationName: r.organizationName,
    availableJobSlots: r.availableJobSlots,
    usageResumeContactSlots: {
      active: activeOf.get(r.id) ?? 0,
      available: Math.max(0, r.slotsTotal - r.slotsUsed),
      total: r.slotsTotal,
    },
    status: { label: labels[r.status], value: r.status },
    type: r.type,
    frontend: r.frontend,
    product: { id: r.productId, name: r.productName },
    absoluteUrl: absoluteUrl(ctx, r.frontend, r.id),
  }));
  return { subscriptions: list, total, errors: [] };
}

export const commerceQueries: Pick<QueryResolvers, 'getCredits' | 'getSubscriptions'> = {
  getCredits: (_parent, args, ctx) => getCredits(ctx, args),
  getSubscriptions: (_parent, args, ctx) => getSubscriptions(ctx, args),
};
