// @module-tag postgres
// The credit ledger of job postings: slots before credits, one credit never spent twice (also by two
// publications at once), given back on rejection, slots back when a job ends.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { creditLedger, jobs, organizations, subscriptions } from '../db/schema';
import { creditBalancesOf } from './credit-balances';
import { giveBackJobCharge, jobChargeCounts, takeJobCharge } from './job-charges';

let db: Db;
let fx: Fixtures;
const orgIds: string[] = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
});
afterAll(async () => {
  if (orgIds.length) await db.delete(organizations).where(inArray(organizations.id, orgIds));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

/** An organization with `credits` job credits and, optionally, an active subscription with `slots` slots. */
async function organization(credits: number, slots = 0) {
  const [org] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `ledger-${crypto.randomUUID()}`, name: 'Ledger GmbH', ownerId: fx.recruiter.id })
    .returning({ id: organizations.id });
  orgIds.push(org.id);
  if (credits)
    await db
      .insert(creditLedger)
      .values({ organizationId: org.id, regionId: REGION, type: 'job', delta: credits, reason: 'grant' });
  if (slots)
    await db.insert(subscriptions).values({
      organizationId: org.id,
      productId: fx.productId,
      regionId: REGION,
      label: 'Paket',
      type: 'job_slots',
      status: 'active',
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
      availableJobSlots: slots,
    });
  return org.id;
}

async function draft(organizationId: string) {
  const [job] = await db
    .insert(jobs)
    .values({ regionId: REGION, organizationId, title: 'Pflegefachkraft', state: 'draft' })
    .returning({ id: jobs.id });
  return job.id;
}

const take = (organizationId: string, jobId: string) =>
  db.transaction((tx) => takeJobCharge(tx, { organizationId, regionId: REGION, jobId, actorId: fx.recruiter.id }));
const counts = async (organizationId: string) =>
  (await jobChargeCounts(db, [organizationId], REGION)).get(organizationId);

describe('job charges (credit ledger)', () => {
  it('uses a free slot before a credit, then credits, then nothing', async () => {
    const org = await organization(1, 1);
    expect(await counts(org)).toEqual({ jobCredits: 1, freeJobSlots: 1 });
    const [a, b, c] = [await draft(org), await draft(org), await draft(org)];
    expect(await take(org, a)).toBe('slot');
    expect(await take(org, b)).toBe('credit');
    expect(await take(org, c)).toBeNull();
    expect(await counts(org)).toEqual({ jobCredits: 0, freeJobSlots: 0 });
    const [job] = await db.select().from(jobs).where(eq(jobs.id, a));
    expect(job).toMatchObject({ chargedWith: 'slot' });
    expect(job.subscriptionId).not.toBeNull();
  });

  it('gives a credit back on rejection and a slot back when a job ends, each once', async () => {
    const org = await organization(1, 1);
    const [a, b] = [await draft(org), await draft(org)];
    await take(org, a);
    await take(org, b);
    expect(await db.transaction((tx) => giveBackJobCharge(tx, b, null))).toBe('credit');
    expect(await db.transaction((tx) => giveBackJobCharge(tx, b, null))).toBeNull();
    // An ended job used its credit up; only slots come back.
    expect(await db.transaction((tx) => giveBackJobCharge(tx, a, null, { credit: false }))).toBe('slot');
    expect(await counts(org)).toEqual({ jobCredits: 1, freeJobSlots: 1 });
    const entries = await db.select().from(creditLedger).where(eq(creditLedger.organizationId, org));
    expect(entries.map((e) => `${e.type} ${e.reason} ${e.delta}`).sort()).toEqual([
      'job give_back 1',
      'job grant 1',
      'job use -1',
      'job_slot give_back 1',
      'job_slot use -1',
    ]);
  });

  it('never shows slot entries as credits, also once their subscription is gone', async () => {
    const org = await organization(2, 1);
    await take(org, await draft(org));
    await db.delete(subscriptions).where(eq(subscriptions.organizationId, org));
    expect(await creditBalancesOf(db, org, REGION)).toEqual([
      { frontend: REGION, type: 'job', label: 'Stellenanzeigen', amount: 2 },
    ]);
  });

  it('spends one credit once when two publications take it at the same time', async () => {
    const org = await organization(1);
    const [a, b] = [await draft(org), await draft(org)];
    const results = await Promise.all([take(org, a), take(org, b)]);
    expect(results.sort()).toEqual(['credit', null]);
    expect(await counts(org)).toEqual({ jobCredits: 0, freeJobSlots: 0 });
  });
});
