import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditLedger, jobs, organizations, subscriptions } from '../db/schema';
import { activeSubscriptionCondition } from './active-subscriptions';

/** A database or an open transaction: charges are taken inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type JobCharge = 'credit' | 'slot';
export type ChargeTarget = { organizationId: string; regionId: string; jobId: string; actorId: string | null };

/**
 * A subscription's free job slots as a column expression: its slots less the jobs holding one (a job gives
 * its slot back when it ends or is rejected). Written with table names: Drizzle leaves columns unqualified
 * in a one-table select, where "id" inside the subquery would mean the job's.
 */
export const freeJobSlots = sql<number>`("subscriptions"."available_job_slots" - (select count(*) from "jobs" "holder"
  where "holder"."subscription_id" = "subscriptions"."id" and "holder"."charged_with" = 'slot'))::int`;

/** Active subscriptions of an organization on a site with their free job slots, the soonest ending first. */
async function subscriptionsWithFreeSlots(
  tx: Executor,
  organizationIds: string[],
  regionId: string,
  now: Date,
): Promise<Array<{ id: string; organizationId: string; free: number }>> {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select({ id: subscriptions.id, organizationId: subscriptions.organizationId, free: freeJobSlots })
    .from(subscriptions)
    .where(and(inArray(subscriptions.organizationId, organizationIds), activeSubscriptionCondition(regionId, now)))
    .orderBy(asc(subscriptions.endDate), asc(subscriptions.id));
  return rows.map((row) => ({ ...row, free: Number(row.free) }));
}

/** Job credits left per organization on a site: the sum of its 'job' ledger entries. */
export async function jobCreditBalances(tx: Executor, organizationIds: string[], regionId: string) {
  if (organizationIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ organizationId: creditLedger.organizationId, amount: sql<number>`sum(${creditLedger.delta})::int` })
    .from(creditLedger)
    .where(
      and(
        inArray(creditLedger.organizationId, organizationIds),
        eq(creditLedger.regionId, regionId),
        eq(creditLedger.type, 'job'),
        isNull(creditLedger.subscriptionId),
      ),
    )
    .groupBy(creditLedger.organizationId);
  return new Map(rows.map((row) => [row.organizationId, Number(row.amount)]));
}

export type ChargeCounts = { jobCredits: number; freeJobSlots: number };

/** Job credits and free job slots of each organization on a site (the wizard's "what can I publish"). */
export async function jobChargeCounts(
  db: Executor,
  organizationIds: string[],
  regionId: string,
  now = new Date(),
): Promise<Map<string, ChargeCounts>> {
  const [credits, slots] = await Promise.all([
    jobCreditBalances(db, organizationIds, regionId),
    subscriptionsWithFreeSlots(db, organizationIds, regionId, now),
  ]);
  return new Map(
    organizationIds.map((id) => [
      id,
      {
        jobCredits: Math.max(0, credits.get(id) ?? 0),
        freeJobSlots: slots.filter((s) => s.organizationId === id).reduce((sum, s) => sum + Math.max(0, s.free), 0),
      },
    ]),
  );
}

/**
 * Takes what one publication of a job costs: a free slot of an active subscription of the organization on the
 * site first, else one job credit; null when it has neither. The organization row is locked first (SELECT …
 * FOR UPDATE), so concurrent publications of one organization read the balance one after the other and one
 * credit is never spent twice. Records the charge on the job (charged_with, subscription_id).
 */
export async function takeJobCharge(tx: Tx, target: ChargeTarget, now = new Date()): Promise<JobCharge | null> {
  const { organizationId, regionId, jobId, actorId } = target;
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  const [slot] = (await subscriptionsWithFreeSlots(tx, [organizationId], regionId, now)).filter((s) => s.free > 0);
  if (slot) {
    await tx.insert(creditLedger).values({
      organizationId,
      regionId,
      type: 'job_slot',
      delta: -1,
      reason: 'use',
      subscriptionId: slot.id,
      jobId,
      actorId,
    });
    await tx.update(jobs).set({ chargedWith: 'slot', subscriptionId: slot.id }).where(eq(jobs.id, jobId));
    return 'slot';
  }
  const credits = (await jobCreditBalances(tx, [organizationId], regionId)).get(organizationId) ?? 0;
  if (credits <= 0) return null;
  await tx
    .insert(creditLedger)
    .values({ organizationId, regionId, type: 'job', delta: -1, reason: 'use', jobId, actorId });
  await tx.update(jobs).set({ chargedWith: 'credit', subscriptionId: null }).where(eq(jobs.id, jobId));
  return 'credit';
}

/**
 * Gives back what a job's publication took: its credit when review rejects it, its slot when it is rejected or
 * ends (archived, expired). A job that holds nothing gives nothing back, so calling it twice is harmless.
 * Returns what was given back.
 */
export async function giveBackJobCharge(
  tx: Tx,
  jobId: string,
  actorId: string | null,
  options: { credit: boolean } = { credit: true },
): Promise<JobCharge | null> {
  const [job] = await tx
    .select({
      organizationId: jobs.organizationId,
      regionId: jobs.regionId,
      chargedWith: jobs.chargedWith,
      subscriptionId: jobs.subscriptionId,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  if (!job?.chargedWith) return null;
  // An ended job used its credit up; only a slot returns to its subscription.
  if (job.chargedWith === 'credit' && !options.credit) return null;
  const slot = job.chargedWith === 'slot';
  await tx.insert(creditLedger).values({
    organizationId: job.organizationId,
    regionId: job.regionId,
    type: slot ? 'job_slot' : 'job',
    delta: 1,
    reason: 'give_back',
    subscriptionId: slot ? job.subscriptionId : null,
    jobId,
    actorId,
  });
  await tx.update(jobs).set({ chargedWith: null, subscriptionId: null }).where(eq(jobs.id, jobId));
  return job.chargedWith;
}
