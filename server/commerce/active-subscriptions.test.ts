// Which subscriptions count now: active on the asked site, within their period (both ends included).
import {
  closeGraphQLTestDb,
  createFixtures,
  type Fixtures,
  openGraphQLTestDb,
  OTHER_REGION,
  REGION,
} from '../graphql/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';
import { activeSubscriptionCondition } from './active-subscriptions';

let db: Db;
let fx: Fixtures;
const NOW = new Date('2027-03-15T12:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
});
afterAll(async () => {
  await fx.cleanup();
  await closeGraphQLTestDb();
});

type Status = (typeof subscriptions.$inferInsert)['status'];
type Case = [what: string, row: { status: Status; start: Date; end: Date; regionId?: string }, counts: boolean];
const cases: Case[] = [
  [
    'active, now inside its period',
    { status: 'active', start: new Date(NOW.getTime() - DAY), end: new Date(NOW.getTime() + DAY) },
    true,
  ],
  ['active, starting this very moment', { status: 'active', start: NOW, end: new Date(NOW.getTime() + DAY) }, true],
  ['active, ending this very moment', { status: 'active', start: new Date(NOW.getTime() - DAY), end: NOW }, true],
  [
    'active, not started yet',
    { status: 'active', start: new Date(NOW.getTime() + 1), end: new Date(NOW.getTime() + DAY) },
    false,
  ],
  [
    'active, ended a moment ago',
    { status: 'active', start: new Date(NOW.getTime() - DAY), end: new Date(NOW.getTime() - 1) },
    false,
  ],
  [
    'pending (not paid yet)',
    { status: 'pending', start: new Date(NOW.getTime() - DAY), end: new Date(NOW.getTime() + DAY) },
    false,
  ],
  [
    'cancelled',
    { status: 'cancelled', start: new Date(NOW.getTime() - DAY), end: new Date(NOW.getTime() + DAY) },
    false,
  ],
  ['expired', { status: 'expired', start: new Date(NOW.getTime() - DAY), end: new Date(NOW.getTime() + DAY) }, false],
  [
    'active on another site',
    {
      status: 'active',
      start: new Date(NOW.getTime() - DAY),
      end: new Date(NOW.getTime() + DAY),
      regionId: OTHER_REGION,
    },
    false,
  ],
];

describe('active subscription', () => {
  it.each(cases)('%s: counts = %s', async (_what, row, counts) => {
    const organizationId = fx.ownOrganization[fx.applicant.id];
    const [inserted] = await db
      .insert(subscriptions)
      .values({
        organizationId,
        productId: fx.productId,
        regionId: row.regionId ?? REGION,
        label: 'Paket',
        type: 'job_slots',
        status: row.status,
        startDate: row.start,
        endDate: row.end,
      })
      .returning({ id: subscriptions.id });
    try {
      const found = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, inserted.id), activeSubscriptionCondition(REGION, NOW)));
      expect(found.length === 1).toBe(counts);
    } finally {
      await db.delete(subscriptions).where(eq(subscriptions.id, inserted.id));
    }
  });
});
