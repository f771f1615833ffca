// Contact requests end to end, through the real route handler: a recruiter opens a resume without names, asks for
// contact (mail to the candidate, one slot exactly once), the candidate approves and the recruiter sees name,
// phone and e-mail; the candidate revokes and they are hidden at once. Plus the refusals in German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { organizationMembers, subscriptions, userRoles } from '../../db/schema';
import { firstError, gql, REGION } from '../../graphql/testing';
import { parseMail } from '../../mail/testing';
import { contactTestData, PRIVATE_INFO } from '../../resume-contacts/contact-testing';
import { as, useResolverFixtures, useTestSmtp } from '../resolver-testing';

const t = useResolverFixtures();
const smtp = useTestSmtp();
let data: ReturnType<typeof contactTestData>;
beforeAll(() => {
  data = contactTestData(t.db, t.fx.productId);
});
afterAll(() => data.cleanup());

const VIEW = `query($id: ID!) { recruiterResume(id: $id) {
  email contactApproved contactSlotsAvailable
  resume { jobPreferences { title desiredLocation { label } } personalInfo { firstName lastName phone birthday homeLocation { label } about } }
  contactRequests { status organizationName message } } }`;
const REQUEST = `mutation($id: ID!, $message: String!) { requestResumeContact(resumeId: $id, message: $message) {
  request { id status resumeTitle } errors { field message } } }`;
const DECIDE = `mutation($id: ID!, $decision: ResumeContactDecision!) { decideResumeContactRequest(id: $id, decision: $decision) { status approvedAt revokedAt } }`;
const MINE = '{ myResumeContactRequests { id status message organizationName } }';

type View = {
  email: string | null;
  contactApproved: boolean;
  contactSlotsAvailable: number;
  resume: { personalInfo: Record<string, unknown>; jobPreferences: { title: string } };
  contactRequests: Array<{ status: string }>;
};
const view = async (id: string, user = t.fx.recruiter) =>
  (await gql(VIEW, { id }, await as(user))).json.data?.recruiterResume as View;
const request = async (id: string, message = 'Wir suchen eine Pflegefachkraft in Rosenheim.', user = t.fx.recruiter) =>
  (await gql(REQUEST, { id, message }, await as(user))).json.data?.requestResumeContact as {
    request: { id: string; status: string; resumeTitle: string } | null;
    errors: Array<{ field: string; message: string }>;
  };

describe('contact requests', () => {
  it('request, mail, approve, see, revoke, hidden; the slot moves exactly once', async () => {
    const candidate = await data.candidate();
    const org = t.fx.ownOrganization[t.fx.recruiter.id];
    const before = await data.slotsUsed(org);

    const anonymous = await view(candidate.resumeId);
    expect(anonymous.resume.jobPreferences.title).toBe('Pflegefachkraft');
    expect(anonymous.resume.personalInfo).toMatchObject({
      firstName: null,
      phone: null,
      about: 'Erfahren in der Altenpflege',
    });
    expect(anonymous.email).toBeNull();
    expect(JSON.stringify(anonymous)).not.toContain(PRIVATE_INFO.lastName);

    const sent = await request(candidate.resumeId);
    expect(sent).toMatchObject({ request: { status: 'pending', resumeTitle: 'Pflegefachkraft' }, errors: [] });
    expect(await data.slotsUsed(org)).toBe(before + 1);
    const mail = parseMail((await smtp.server.waitForMail(candidate.email)).raw);
    expect(mail.subject).toContain('möchte mit dir in Kontakt treten');
    expect(mail.text).toContain('Wir suchen eine Pflegefachkraft in Rosenheim.');
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/user\/kontaktanfragen/);

    const mine = (await gql(MINE, {}, await as({ id: candidate.userId }))).json.data?.myResumeContactRequests;
    expect(mine).toEqual([expect.objectContaining({ id: sent.request!.id, status: 'pending' })]);
    expect((await view(candidate.resumeId)).resume.personalInfo.phone).toBeNull();

    const approve = await gql(
      DECIDE,
      { id: sent.request!.id, decision: 'approve' },
      await as({ id: candidate.userId }),
    );
    expect(approve.json.data?.decideResumeContactRequest).toMatchObject({ status: 'approved' });
    const open = await view(candidate.resumeId);
    expect(open).toMatchObject({ contactApproved: true, email: candidate.email });
    expect(open.resume.personalInfo).toMatchObject({
      firstName: PRIVATE_INFO.firstName,
      lastName: PRIVATE_INFO.lastName,
      phone: PRIVATE_INFO.phone,
      birthday: PRIVATE_INFO.birthday,
      homeLocation: { label: PRIVATE_INFO.homeLocation.label },
    });
    // Another organization's recruiter still sees the resume without them.
    expect((await view(candidate.resumeId, t.fx.stranger)).resume.personalInfo.phone).toBeNull();

    await gql(DECIDE, { id: sent.request!.id, decision: 'revoke' }, await as({ id: candidate.userId }));
    const closed = await view(candidate.resumeId);
    expect(closed).toMatchObject({ contactApproved: false, email: null });
    expect(JSON.stringify(closed)).not.toContain(PRIVATE_INFO.phone);
    expect(closed.contactRequests.map((r) => r.status)).toEqual(['revoked']);
    expect(await data.slotsUsed(org)).toBe(before + 1);
  });

  it("every recruiter of the approved organization sees the fields, a member's too", async () => {
    const candidate = await data.candidate();
    const org = t.fx.ownOrganization[t.fx.recruiter.id];
    const sent = await request(candidate.resumeId);
    await gql(DECIDE, { id: sent.request!.id, decision: 'approve' }, await as({ id: candidate.userId }));
    await t.db.insert(organizationMembers).values({ organizationId: org, userId: t.fx.stranger.id });
    try {
      expect((await view(candidate.resumeId, t.fx.stranger)).resume.personalInfo.phone).toBe(PRIVATE_INFO.phone);
    } finally {
      await t.db
        .delete(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, org), eq(organizationMembers.userId, t.fx.stranger.id)));
    }
  });

  it('refuses in German next to the field: empty or long message, a second request, no free slot', async () => {
    const candidate = await data.candidate();
    expect((await request(candidate.resumeId, '   ')).errors).toEqual([
      { field: 'message', message: 'Bitte schreiben Sie eine kurze Nachricht an die Person.' },
    ]);
    expect((await request(candidate.resumeId, 'x'.repeat(1001))).errors[0].field).toBe('message');
    expect((await request(candidate.resumeId)).errors).toEqual([]);
    expect((await request(candidate.resumeId)).errors[0].message).toContain('bereits angefragt');

    const noSlots = await data.candidate();
    const owner = await data.candidate();
    await data.organization(owner.userId, 0);
    await t.db.insert(userRoles).values({ userId: owner.userId, role: 'recruiter', regionId: REGION });
    const refused = await request(noSlots.resumeId, 'Hallo', { id: owner.userId, email: owner.email });
    expect(refused.errors[0]).toMatchObject({ field: 'resumeId' });
    expect(refused.errors[0].message).toMatch(/kein aktives Abo.*\/checkout/);
  });

  it('job seekers cannot ask or view; only the candidate decides', async () => {
    const candidate = await data.candidate();
    expect(firstError(await gql(VIEW, { id: candidate.resumeId }, await as(t.fx.applicant)))?.code).toBe('FORBIDDEN');
    expect(
      firstError(await gql(REQUEST, { id: candidate.resumeId, message: 'x' }, await as(t.fx.applicant)))?.code,
    ).toBe('FORBIDDEN');
    const sent = await request(candidate.resumeId);
    const other = await gql(DECIDE, { id: sent.request!.id, decision: 'approve' }, await as(t.fx.applicant));
    expect(firstError(other)?.code).toBe('FORBIDDEN');
    const twice = await gql(DECIDE, { id: sent.request!.id, decision: 'revoke' }, await as({ id: candidate.userId }));
    expect(firstError(twice)?.code).toBe('BAD_USER_INPUT');
  });

  it('without an active subscription a recruiter sees only the resumes their organization has asked for', async () => {
    const asked = await data.candidate();
    const other = await data.candidate();
    expect((await request(asked.resumeId, 'Hallo', t.fx.stranger)).errors).toEqual([]);
    const own = and(
      eq(subscriptions.organizationId, t.fx.ownOrganization[t.fx.stranger.id]),
      eq(subscriptions.regionId, REGION),
    );
    await t.db.update(subscriptions).set({ status: 'expired' }).where(own);
    try {
      const stranger = await as(t.fx.stranger);
      expect(firstError(await gql(VIEW, { id: asked.resumeId }, stranger))).toBeNull();
      expect(firstError(await gql(VIEW, { id: other.resumeId }, stranger))?.code).toBe('FORBIDDEN');
      const plain = 'query($id: ID!) { resume(id: $id) { id } }';
      expect(firstError(await gql(plain, { id: other.resumeId }, stranger))?.code).toBe('FORBIDDEN');
      expect(firstError(await gql(plain, { id: asked.resumeId }, stranger))).toBeNull();
    } finally {
      await t.db.update(subscriptions).set({ status: 'active' }).where(own);
    }
  });
});
