// The resume access gate: who sees which resume of a site, and in which shape.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSessionUser, type SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { subscriptions, userRoles, users } from '../db/schema';
import {
  closeGraphQLTestDb,
  createFixtures,
  type Fixtures,
  OTHER_REGION,
  openGraphQLTestDb,
  REGION,
} from '../graphql/testing';
import { contactTestData, PRIVATE_INFO } from './contact-testing';
import { decideContact } from './decide-contact';
import { requestContact } from './request-contact';
import { openResumeFor } from './resume-gate';

let db: Db;
let fx: Fixtures;
let data: ReturnType<typeof contactTestData>;
const recruiterIds: string[] = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  data = contactTestData(db, fx.productId);
});
afterAll(async () => {
  if (recruiterIds.length) await db.delete(users).where(inArray(users.id, recruiterIds));
  await data.cleanup();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

/** A recruiter of this site with one organization of their own, with contact slots or without a subscription. */
async function recruiterWith(slots: number): Promise<{ user: SessionUser; organizationId: string }> {
  const [row] = await db
    .insert(users)
    .values({ email: `gate-${randomUUID().slice(0, 8)}@example.test`, approved: true })
    .returning({ id: users.id });
  recruiterIds.push(row.id);
  await db.insert(userRoles).values({ userId: row.id, role: 'recruiter', regionId: REGION });
  const organizationId = await data.organization(row.id, slots);
  return { user: (await loadSessionUser(db, row.id, REGION))!, organizationId };
}

const open = (user: SessionUser, resumeId: string, organizationIds: string[] = []) =>
  openResumeFor(db, { user, regionId: REGION, resumeId, organizationIds, now: new Date() });

const sessionOf = async (id: string) => (await loadSessionUser(db, id, REGION))!;

describe('openResumeFor', () => {
  it('a resume that is not of this site, or none at all, is not found', async () => {
    const { user } = await recruiterWith(3);
    const elsewhere = await data.candidate({ regionId: OTHER_REGION });
    expect(await open(user, elsewhere.resumeId)).toEqual({ outcome: 'notFound' });
    expect(await open(user, randomUUID())).toEqual({ outcome: 'notFound' });
  });

  it('the owner sees their resume whole, hidden or not', async () => {
    const { userId, resumeId } = await data.candidate({ visible: false });
    const gate = await open(await sessionOf(userId), resumeId);
    expect(gate).toMatchObject({ outcome: 'shown', seen: { access: 'owner' } });
    if (gate.outcome === 'shown') expect(gate.seen.resume.personalInfo.lastName).toBe(PRIVATE_INFO.lastName);
  });

  it('a job seeker never sees another one’s resume', async () => {
    const { resumeId } = await data.candidate();
    expect(await open(await sessionOf(fx.applicant.id), resumeId)).toEqual({ outcome: 'forbidden' });
  });

  it('a recruiter with an active subscription sees the public shape, without the private fields', async () => {
    const { user, organizationId } = await recruiterWith(3);
    const { resumeId } = await data.candidate();
    const gate = await open(user, resumeId, [organizationId]);
    expect(gate).toMatchObject({ outcome: 'shown', seen: { access: 'public', email: null, requests: [] } });
    if (gate.outcome === 'shown') expect(gate.seen.resume.personalInfo.lastName).toBeUndefined();
  });

  it('a recruiter without a subscription is refused, and so is anyone on a hidden resume', async () => {
    const { user, organizationId } = await recruiterWith(0);
    const { resumeId } = await data.candidate();
    expect(await open(user, resumeId, [organizationId])).toEqual({ outcome: 'forbidden' });
    const subscribed = await recruiterWith(3);
    const hidden = await data.candidate({ visible: false });
    expect(await open(subscribed.user, hidden.resumeId, [subscribed.organizationId])).toEqual({
      outcome: 'forbidden',
    });
  });

  it('a request of their organization keeps the resume open after the subscription ended', async () => {
    const { user, organizationId } = await recruiterWith(3);
    const { resumeId } = await data.candidate();
    const asked = await requestContact(db, {
      regionId: REGION,
      resumeId,
      organizationId,
      requester: user,
      message: 'Hallo!',
    });
    expect(asked.ok).toBe(true);
    await db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.organizationId, organizationId));
    expect(await open(user, resumeId, [organizationId])).toMatchObject({
      outcome: 'shown',
      seen: { access: 'public', requests: [{ status: 'pending' }] },
    });
    // Without naming the organization as theirs, the request does not count.
    expect(await open(user, resumeId, [])).toEqual({ outcome: 'forbidden' });
  });

  it('an approved request opens the private fields', async () => {
    const { user, organizationId } = await recruiterWith(3);
    const candidate = await data.candidate();
    const asked = await requestContact(db, {
      regionId: REGION,
      resumeId: candidate.resumeId,
      organizationId,
      requester: user,
      message: 'Hallo!',
    });
    if (!asked.ok) throw new Error('request refused');
    await decideContact(db, {
      regionId: REGION,
      requestId: asked.request.id,
      userId: candidate.userId,
      decision: 'approve',
    });
    const gate = await open(user, candidate.resumeId, [organizationId]);
    expect(gate).toMatchObject({ outcome: 'shown', seen: { access: 'contact', email: candidate.email } });
    if (gate.outcome === 'shown') expect(gate.seen.resume.personalInfo.lastName).toBe(PRIVATE_INFO.lastName);
  });

  it('admin-like users see the public shape of every visible resume of the site', async () => {
    const { resumeId } = await data.candidate();
    const gate = await open(await sessionOf(fx.site_admin.id), resumeId);
    expect(gate).toMatchObject({ outcome: 'shown', seen: { access: 'public', email: null } });
  });
});
