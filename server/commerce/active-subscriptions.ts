import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { subscriptions } from '../db/schema';

/**
 * A subscription counts on a site at `now` when it is active there and `now` lies within its period, both
 * ends included (docs/architecture.md, "Own organization and active subscription"). Its job slots, its
 * resume-contact slots and resume search all ask this one condition on `subscriptions`.
 */
export function activeSubscriptionCondition(regionId: string, now: Date): SQL {
  return and(
    eq(subscriptions.regionId, regionId),
    eq(subscriptions.status, 'active'),
    lte(subscriptions.startDate, now),
    gte(subscriptions.endDate, now),
  ) as SQL;
}
