// "Verlängern" asks first: the quote shows what extending would take and give without changing anything, and
// the extension takes exactly the charge the employer confirmed or nothing at all.
import { gql, REGION } from '../../graphql/testing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, jobs, organizationChangeLog } from '../../db/schema';
import { organizationWithCredits } from '../postings/posting-testing';
import { as, useResolverFixtures } from '../resolver-testing';

const state = useResolverFixtures();
const DAY = 86_400_000;
const now = Date.now();
let org: string;
let running: string;
let ended: string;

const QUOTE = `query($id: ID!) { jobExtensionQuote(jobId: $id) {
  outcome charge expiresAt jobCredits freeJobSlots creditUrl job { id state expiresAt } } }`;
const EXTEND = `mutation($id: ID!, $charge: JobCharge) {
  extendJobPosting(id: $id, expectedCharge: $charge) { outcome job { expiresAt } } }`;

type Quote = {
  outcome: string;
  charge: string | null;
  expiresAt: string | null;
  jobCredits: number;
  creditUrl: string;
};

async function quote(id: string): Promise<Quote> {
  const result = await gql(QUOTE, { id }, await as(state.fx.recruiter));
  return result.json.data?.jobExtensionQuote as Quote;
}

async function extend(id: string, charge: string) {
  const result = await gql(EXTEND, { id, charge }, await as(state.fx.recruiter));
  return result.json.data?.extendJobPosting as { outcome: string; job: { expiresAt: string } };
}

/** The organization's job credits and the entries of its change log: what a charge would leave behind. */
async function traces() {
  const [ledger, changes] = await Promise.all([
    state.db.select().from(creditLedger).where(eq(creditLedger.organizationId, org)),
    state.db.select().from(organizationChangeLog).where(eq(organizationChangeLog.organizationId, org)),
  ]);
  return { ledger: ledger.length, changes: changes.length };
}

beforeAll(async () => {
  org = (await organizationWithCredits(state, state.fx.recruiter, 1, true)).id;
  const [a, b] = await state.db
    .insert(jobs)
    .values([
      {
        regionId: REGION,
        organizationId: org,
        title: `Erzieherin ${state.tag}`,
        state: 'published',
        publishedAt: new Date(now - 5 * DAY),
        expiresAt: new Date(now + 3 * DAY),
      },
      {
        regionId: REGION,
        organizationId: org,
        title: `Hausmeister ${state.tag}`,
        state: 'archived',
        publishedAt: new Date(now - 40 * DAY),
        expiresAt: new Date(now - 10 * DAY),
        updatedAt: new Date(now - 10 * DAY + 60_000),
      },
    ])
    .returning({ id: jobs.id });
  running = a.id;
  ended = b.id;
  state.cleanups.push(() => state.db.delete(jobs).where(eq(jobs.organizationId, org)));
});

describe('extending asks first', () => {
  it('quotes one job credit and the new end, and charges nothing by asking', async () => {
    const before = await traces();
    const shown = await quote(running);
    expect(shown).toMatchObject({ outcome: 'extended', charge: 'credit', jobCredits: 1 });
    expect(Date.parse(shown.expiresAt!)).toBe(now + 3 * DAY + 30 * DAY);
    expect(await traces()).toEqual(before);
    const [job] = await state.db.select().from(jobs).where(eq(jobs.id, running));
    expect(job.expiresAt?.getTime()).toBe(now + 3 * DAY);
  });

  it('changes nothing when the confirmed charge is not the one the rules would take now', async () => {
    const before = await traces();
    expect((await extend(running, 'slot')).outcome).toBe('charge_changed');
    expect(await traces()).toEqual(before);
  });

  it('extends for the confirmed charge to the end the quote showed', async () => {
    const shown = await quote(running);
    const done = await extend(running, shown.charge!);
    expect(done.outcome).toBe('extended');
    expect(done.job.expiresAt).toBe(shown.expiresAt);
    const used = await state.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.jobId, running), eq(creditLedger.reason, 'use')));
    expect(used).toHaveLength(1);
  });

  it('says it is not possible without credit and where to buy, for this job', async () => {
    expect(await quote(ended)).toMatchObject({
      outcome: 'no_credit',
      charge: null,
      expiresAt: null,
      jobCredits: 0,
      creditUrl: `/checkout?job=${ended}`,
    });
  });

  it("refuses another organization's job like one that does not exist", async () => {
    const [stranger] = await state.db
      .insert(jobs)
      .values({ regionId: REGION, organizationId: state.fx.strangerOrganization, title: 'Fremd', state: 'published' })
      .returning({ id: jobs.id });
    state.cleanups.push(() => state.db.delete(jobs).where(eq(jobs.id, stranger.id)));
    const result = await gql(QUOTE, { id: stranger.id }, await as(state.fx.recruiter));
    expect(result.json.data).toBeNull();
    expect(result.json.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
