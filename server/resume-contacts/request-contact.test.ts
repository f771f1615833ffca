// @module-tag postgres
// docs/product.md §4 contact requests in the domain: one slot exactly once (also for two requests at once), the
// refusals, and the candidate's transitions pending → approved | declined, approved → revoked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { resumeContactRequests } from '../db/schema';
import {
  closeGraphQLTestDb,
  createFixtures,
  type Fixtures,
  OTHER_REGION,
  openGraphQLTestDb,
  REGION,
} from '../graphql/testing';
import { contactTestData } from './contact-testing';
import { decideContact } from './decide-contact';
import { freeContactSlots, requestContact } from './request-contact';

let db: Db;
let fx: Fixtures;
let data: ReturnType<typeof contactTestData>;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  data = contactTestData(db, fx.productId);
});
afterAll(async () => {
  await data.cleanup();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const ask = (resumeId: string, organizationId: string, requesterId = fx.recruiter.id) =>
  requestContact(db, {
    regionId: REGION,
    resumeId,
    organizationId,
    requester: { id: requesterId, roles: [], activeOrganizationId: organizationId },
    message: 'Hallo!',
  });

describe('requestContact', () => {
  it('takes one slot exactly once; a second request of the organization is refused and takes none', async () => {
    const org = await data.organization(fx.recruiter.id, 3);
    const { resumeId } = await data.candidate();
    const first = await ask(resumeId, org);
    expect(first).toMatchObject({ ok: true, request: { status: 'pending', message: 'Hallo!' } });
    expect(await data.slotsUsed(org)).toBe(1);
    expect(await ask(resumeId, org)).toEqual({ ok: false, refusal: 'alreadyRequested' });
    expect(await data.slotsUsed(org)).toBe(1);
    expect(await freeContactSlots(db, { organizationId: org, regionId: REGION })).toBe(2);
  });

  it('two requests at once: one goes through, the slot moves once', async () => {
    const org = await data.organization(fx.recruiter.id, 5);
    const { resumeId } = await data.candidate();
    const results = await Promise.all([ask(resumeId, org), ask(resumeId, org), ask(resumeId, org)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await data.slotsUsed(org)).toBe(1);
  });

  it('the last slot goes to one of two resumes asked at once', async () => {
    const org = await data.organization(fx.recruiter.id, 1);
    const [a, b] = [await data.candidate(), await data.candidate()];
    const results = await Promise.all([ask(a.resumeId, org), ask(b.resumeId, org)]);
    expect(results.map((r) => (r.ok ? 'ok' : r.refusal)).sort()).toEqual(['noSlot', 'ok']);
    expect(await data.slotsUsed(org)).toBe(1);
  });

  it('without a free slot of an active subscription: noSlot, and nothing is stored', async () => {
    const { resumeId } = await data.candidate();
    for (const org of [
      await data.organization(fx.recruiter.id, 0),
      await data.organization(fx.recruiter.id, 2, { used: 2 }),
      await data.organization(fx.recruiter.id, 2, { expired: true }),
    ]) {
      expect(await ask(resumeId, org)).toEqual({ ok: false, refusal: 'noSlot' });
      const stored = await db.select().from(resumeContactRequests).where(eq(resumeContactRequests.organizationId, org));
      expect(stored).toEqual([]);
    }
  });

  it('refuses the own resume, a hidden or incomplete one, and one of another site', async () => {
    const org = await data.organization(fx.recruiter.id, 5);
    const own = await data.candidate();
    expect(await ask(own.resumeId, org, own.userId)).toEqual({ ok: false, refusal: 'ownResume' });
    expect(await ask((await data.candidate({ visible: false })).resumeId, org)).toMatchObject({
      refusal: 'notAvailable',
    });
    expect(await ask((await data.candidate({ complete: false })).resumeId, org)).toMatchObject({
      refusal: 'notAvailable',
    });
    const elsewhere = await data.candidate({ regionId: OTHER_REGION });
    expect(await ask(elsewhere.resumeId, org)).toEqual({ ok: false, refusal: 'notFound' });
    expect(await data.slotsUsed(org)).toBe(0);
  });
});

describe('decideContact', () => {
  async function pending() {
    const org = await data.organization(fx.recruiter.id, 1);
    const candidate = await data.candidate();
    const asked = await ask(candidate.resumeId, org);
    if (!asked.ok) throw new Error(asked.refusal);
    const decide = (decision: 'approve' | 'decline' | 'revoke', userId = candidate.userId) =>
      decideContact(db, { regionId: REGION, requestId: asked.request.id, userId, decision });
    return { org, decide };
  }

  it('approve, then revoke; the slot stays used', async () => {
    const { org, decide } = await pending();
    expect(await decide('approve')).toMatchObject({ ok: true, request: { status: 'approved' } });
    expect(await decide('approve')).toEqual({ ok: false, refusal: 'notAllowed' });
    expect(await decide('decline')).toEqual({ ok: false, refusal: 'notAllowed' });
    const revoked = await decide('revoke');
    expect(revoked).toMatchObject({ ok: true, request: { status: 'revoked' } });
    expect(revoked.ok && revoked.request.revokedAt).toBeInstanceOf(Date);
    expect(await decide('approve')).toEqual({ ok: false, refusal: 'notAllowed' });
    expect(await data.slotsUsed(org)).toBe(1);
  });

  it('decline ends a pending request; a pending one cannot be revoked', async () => {
    const { decide } = await pending();
    expect(await decide('revoke')).toEqual({ ok: false, refusal: 'notAllowed' });
    expect(await decide('decline')).toMatchObject({ ok: true, request: { status: 'declined' } });
    expect(await decide('approve')).toEqual({ ok: false, refusal: 'notAllowed' });
  });

  it('only the candidate decides; an unknown request is not found', async () => {
    const { decide } = await pending();
    expect(await decide('approve', fx.recruiter.id)).toEqual({ ok: false, refusal: 'notOwner' });
    const unknown = await decideContact(db, {
      regionId: REGION,
      requestId: crypto.randomUUID(),
      userId: fx.applicant.id,
      decision: 'approve',
    });
    expect(unknown).toEqual({ ok: false, refusal: 'notFound' });
  });
});
