import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../../regions/registry';
import { closeGraphQLTestDb, openGraphQLTestDb, REGION } from '../../graphql/testing';
import type { Db } from '../../db/client';
import { findShopProduct, listShopProducts } from './products';

/** docs/product.md §1.4 SUBSCRIPTIONS_FEATURE_ACTIVE: a site without subscriptions sells none. */
let db: Db;
beforeAll(async () => {
  db = await openGraphQLTestDb();
});
afterAll(() => closeGraphQLTestDb());

const region = getRegion(REGION)!;
const withoutSubscriptions = { ...region, FEATURES: { ...region.FEATURES, SUBSCRIPTIONS_FEATURE_ACTIVE: false } };

describe('the products on sale', () => {
  it('include subscriptions where the site has them, and only credits where it has none', async () => {
    const kinds = async (site: typeof region) => new Set((await listShopProducts(db, site)).map((p) => p.kind));
    expect(await kinds(region)).toEqual(new Set(['credits', 'subscription']));
    expect(await kinds(withoutSubscriptions)).toEqual(new Set(['credits']));
  });

  it('find no subscription to order where the site has none', async () => {
    const monthly = await findShopProduct(db, region, { sku: 'subscription-monthly' });
    expect(monthly?.kind).toBe('subscription');
    expect(await findShopProduct(db, withoutSubscriptions, { id: monthly!.id })).toBeNull();
    expect(await findShopProduct(db, withoutSubscriptions, { sku: 'job-credits-1' })).not.toBeNull();
  });
});
