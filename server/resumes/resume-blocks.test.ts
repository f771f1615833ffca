// @module-tag postgres
// A job seeker's blocked organizations on the real database (docs/product-decisions.md "Privacy from one's
// employer"): for the people of a blocked organization the resume is not in the search, not found by URL and cannot
// be asked for, exactly as a deleted one; for everyone else nothing changes. Who counts: every organization of the
// person and the one they act for. The hidden current employer is not matched by the search either.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSessionUser, type SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationMembers, resumeBlockedOrganizations, resumes, userRoles, users } from '../db/schema';
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { mergeOrganizations } from '../organizations/organization-admin';
import { candidateContactRequests, organizationContactRequests } from '../resume-contacts/contact-lists';
import { contactTestData } from '../resume-contacts/contact-testing';
import { decideContact } from '../resume-contacts/decide-contact';
import { requestContact } from '../resume-contacts/request-contact';
import { openResumeFor } from '../resume-contacts/resume-gate';
import { searchResumes } from '../search/resume-search';

let db: Db;
let fx: Fixtures;
let data: ReturnType<typeof contactTestData>;
const people: string[] = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  data = contactTestData(db, fx.productId);
});
afterAll(async () => {
  if (people.length) await db.delete(users).where(inArray(users.id, people));
  await data.cleanup();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const session = async (id: string) => (await loadSessionUser(db, id, REGION))!;

/** A recruiter who owns an organization of the site with the resume search (an active subscription). */
async function recruiter(): Promise<{ user: SessionUser; organizationId: string }> {
  const [row] = await db
    .insert(users)
    .values({ email: `block-${randomUUID().slice(0, 8)}@example.test`, approved: true })
    .returning({ id: users.id });
  people.push(row.id);
  const organizationId = await data.organization(row.id, 3);
  await db.insert(userRoles).values({ userId: row.id, role: 'recruiter', targetId: organizationId, regionId: REGION });
  await db.update(users).set({ activeOrganizationId: organizationId }).where(eq(users.id, row.id));
  return { user: await session(row.id), organizationId };
}

/** A candidate whose current job is at "Siemens Healthineers", visible and complete. */
async function candidate(showCurrentEmployer = false) {
  const made = await data.candidate();
  await db
    .update(resumes)
    .set({
      showCurrentEmployer,
      workExperience: [
        { id: 'w1', jobTitle: 'Pflegefachkraft', companyName: 'Siemens Healthineers', period: { start: '2020-01' } },
        {
          id: 'w2',
          jobTitle: 'Pflegehelferin',
          companyName: 'Klinikum Nordwest',
          period: { start: '2015-01', end: '2019-12' },
        },
      ],
    })
    .where(eq(resumes.id, made.resumeId));
  return made;
}

const block = (resumeId: string, organizationId: string) =>
  db.insert(resumeBlockedOrganizations).values({ resumeId, organizationId });

const found = async (searcher: SessionUser, keys = 'Pflegefachkraft') =>
  (await searchResumes(db, { regionId: REGION, keys, geo: null, filters: {}, page: 1, searcher }, new Date())).hits.map(
    (h) => h.id,
  );

const open = (user: SessionUser, resumeId: string, organizationIds: string[]) =>
  openResumeFor(db, { user, regionId: REGION, resumeId, organizationIds, now: new Date() });

const ask = (user: SessionUser, organizationId: string, resumeId: string) =>
  requestContact(db, { regionId: REGION, resumeId, organizationId, requester: user, message: 'Hallo!' });

/** A request of the recruiter's organization that the candidate approved. */
async function approvedRequest(
  asker: { user: SessionUser; organizationId: string },
  made: { userId: string; resumeId: string },
) {
  const asked = await ask(asker.user, asker.organizationId, made.resumeId);
  if (!asked.ok) throw new Error('request refused');
  await decideContact(db, { regionId: REGION, requestId: asked.request.id, userId: made.userId, decision: 'approve' });
  return asked.request;
}

describe('blocked organizations', () => {
  it('keep the resume from their recruiter as if it did not exist; another recruiter finds, opens and asks', async () => {
    const blocked = await recruiter();
    const other = await recruiter();
    const { resumeId } = await candidate();
    await block(resumeId, blocked.organizationId);

    expect(await found(blocked.user)).not.toContain(resumeId);
    expect(await open(blocked.user, resumeId, [blocked.organizationId])).toEqual(
      await open(blocked.user, randomUUID(), [blocked.organizationId]),
    );
    expect(await ask(blocked.user, blocked.organizationId, resumeId)).toEqual({ ok: false, refusal: 'notFound' });
    expect(await data.slotsUsed(blocked.organizationId)).toBe(0);

    expect(await found(other.user)).toContain(resumeId);
    expect(await open(other.user, resumeId, [other.organizationId])).toMatchObject({ outcome: 'shown' });
    expect(await ask(other.user, other.organizationId, resumeId)).toMatchObject({ ok: true });
  });

  it('keep out a recruiter of two organizations when either is blocked, whichever one they act for', async () => {
    const blocked = await recruiter();
    const member = await recruiter();
    await db.insert(organizationMembers).values({ organizationId: blocked.organizationId, userId: member.user.id });
    await db
      .insert(userRoles)
      .values({ userId: member.user.id, role: 'recruiter', targetId: blocked.organizationId, regionId: REGION });
    const { resumeId } = await candidate();
    await block(resumeId, blocked.organizationId);

    for (const acting of [member.organizationId, blocked.organizationId]) {
      await db.update(users).set({ activeOrganizationId: acting }).where(eq(users.id, member.user.id));
      const user = await session(member.user.id);
      expect(await found(user), `acting for ${acting}`).not.toContain(resumeId);
      const own = [member.organizationId, blocked.organizationId];
      expect(await open(user, resumeId, own)).toEqual({ outcome: 'notFound' });
      expect(await ask(user, member.organizationId, resumeId)).toEqual({ ok: false, refusal: 'notFound' });
    }
  });

  it('keep out support while it acts for the blocked organization, not otherwise', async () => {
    const blocked = await recruiter();
    const { resumeId } = await candidate();
    await block(resumeId, blocked.organizationId);
    const admin = fx.site_admin.id;
    try {
      await db.update(users).set({ activeOrganizationId: blocked.organizationId }).where(eq(users.id, admin));
      const supporting = await session(admin);
      expect(await found(supporting)).not.toContain(resumeId);
      expect(await open(supporting, resumeId, [])).toEqual({ outcome: 'notFound' });
    } finally {
      await db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, admin));
    }
    expect(await found(await session(admin))).toContain(resumeId);
    expect(await open(await session(admin), resumeId, [])).toMatchObject({ outcome: 'shown' });
  });

  it('outlast an approved request: the organization neither opens the resume nor lists the request', async () => {
    const asker = await recruiter();
    const made = await candidate();
    const asked = await approvedRequest(asker, made);
    expect(await open(asker.user, made.resumeId, [asker.organizationId])).toMatchObject({
      seen: { access: 'contact' },
    });

    await block(made.resumeId, asker.organizationId);
    expect(await open(asker.user, made.resumeId, [asker.organizationId])).toEqual({ outcome: 'notFound' });
    const sent = await organizationContactRequests(db, {
      organizationIds: [asker.organizationId],
      regionId: REGION,
      limit: 20,
      offset: 0,
    });
    expect(sent.map((r) => r.resumeId)).not.toContain(made.resumeId);
    // The candidate keeps the request in her own list.
    const received = await candidateContactRequests(db, { userId: made.userId, regionId: REGION });
    expect(received.map((r) => r.id)).toContain(asked.id);
  });

  it('move with a merge to the organization that stays', async () => {
    const duplicate = await recruiter();
    const kept = await recruiter();
    const { resumeId } = await candidate();
    await block(resumeId, duplicate.organizationId);
    const admin = await session(fx.administrator.id);
    await mergeOrganizations(db, {
      regionId: REGION,
      actor: admin,
      duplicateId: duplicate.organizationId,
      keepId: kept.organizationId,
    });
    expect(await found(await session(kept.user.id))).not.toContain(resumeId);
    expect(await found(await session(duplicate.user.id))).not.toContain(resumeId);
  });
});

describe('the hidden current employer', () => {
  it('is not matched by the search; a shown one and a past job’s company are', async () => {
    const searcher = (await recruiter()).user;
    const hidden = await candidate(false);
    const shown = await candidate(true);
    expect(await found(searcher, 'Siemens')).not.toContain(hidden.resumeId);
    expect(await found(searcher, 'Healthineers')).not.toContain(hidden.resumeId);
    expect(await found(searcher, 'Siemens')).toContain(shown.resumeId);
    expect(await found(searcher, 'Klinikum Nordwest')).toEqual(
      expect.arrayContaining([hidden.resumeId, shown.resumeId]),
    );
  });

  it('is left out of what the recruiter opens, and shown once the candidate approves their request', async () => {
    const asker = await recruiter();
    const made = await candidate(false);
    const before = await open(asker.user, made.resumeId, [asker.organizationId]);
    if (before.outcome !== 'shown') throw new Error('not shown');
    expect(JSON.stringify(before.seen.resume)).not.toContain('Siemens');
    expect(before.seen.resume.workExperience[0]).toMatchObject({ companyHidden: true });
    await approvedRequest(asker, made);
    const after = await open(asker.user, made.resumeId, [asker.organizationId]);
    if (after.outcome !== 'shown') throw new Error('not shown');
    expect(after.seen.resume.workExperience[0].companyName).toBe('Siemens Healthineers');
  });
});
