import { z } from 'zod';
import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import { isAdminLike } from '../../auth/session-user';
import { creditBalancesOf } from '../../commerce/credit-balances';
import {
  listSubscriptions,
  SUBSCRIPTION_SORT_FIELDS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionQuery,
} from '../../commerce/subscription-list';
import { requireRecruiter, resolveTargetOrganization } from '../../graphql/authorization';
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

const subscriptionArgs = z.object({
  filters: filtersArg({ status: SUBSCRIPTION_STATUSES, type: null, productId: null }),
  sorting: sortingArg(SUBSCRIPTION_SORT_FIELDS),
  // docs/product.md §7: limit is required with a default of 100, the maximum page size.
  limit: optional(z.number().int().min(1).max(MAX_PAGE_SIZE)).transform((value) => value ?? MAX_PAGE_SIZE),
  offset: offsetArg,
  showSubscriptionsFromAllFrontends: optional(z.boolean()).transform((value) => value ?? false),
  organizationId: optional(idArg),
});

/** Product ids in filters must be ids; the other filter values were checked against their lists. */
function checkFilterIds(filters: ReturnType<typeof parseArgs<typeof subscriptionArgs>>['filters']): void {
  filters.forEach((filter, i) => {
    if (filter.field === 'productId') {
      filter.values.forEach((value) => {
        if (!idArg.safeParse(value).success) throw badUserInput(`filters[${i}].value`, graphqlMessages.validation.id);
      });
    }
  });
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
  checkFilterIds(a.filters);
  let scope: SubscriptionQuery['scope'] = 'site';
  if (a.organizationId) {
    const org = await resolveTargetOrganization(ctx, user, a.organizationId);
    scope = { organizationId: org!.id };
  } else if (!isAdminLike(user)) {
    scope = { ownedBy: user };
  }
  if (!ctx.region.FEATURES.SUBSCRIPTIONS_FEATURE_ACTIVE) {
    return { subscriptions: [], total: 0, errors: [graphqlMessages.subscriptions.featureInactive] };
  }
  const { rows, total } = await listSubscriptions(ctx.db, {
    regionId: ctx.region.id,
    allFrontends: a.showSubscriptionsFromAllFrontends,
    scope,
    filters: a.filters,
    sorting: a.sorting,
    limit: a.limit,
    offset: a.offset,
  });
  const labels = graphqlMessages.subscriptions.status;

  const list: OrganizationSubscription[] = rows.map((r) => ({
    id: r.id,
    startDate: r.startDate,
    endDate: r.endDate,
    label: r.label,
    organizationName: r.organizationName,
    availableJobSlots: r.availableJobSlots,
    usageResumeContactSlots: {
      active: r.activeContacts,
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
