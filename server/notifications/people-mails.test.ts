// @module-tag postgres
// Who gets the employer mails about people (docs/product-decisions.md, "Mails an Arbeitgeber"): a new
// application goes to the job's poster and its contact addresses, not only the owner; a candidate's approval
// or withdrawal reaches the recruiter who asked; an accepted invitation reaches the inviter and the owner.
// Each once, "Sie", and not to whoever switched the kind off. Through a real SMTP server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSessionUser } from '../auth/session-user';
import { jobApplications, jobs, resumeContactRequests } from '../db/schema';
import { REGION, useGraphQLFixtures } from '../graphql/testing';
import { sendPendingApplications } from '../applications/send-applications';
import { acceptInvitation, inviteTeamMember } from '../organizations/invitations';
import { teamOrganizationOf } from '../organizations/team-testing';
import { decideContact } from '../resume-contacts/decide-contact';
import { contactTestData } from '../resume-contacts/contact-testing';
import { getStorage } from '../storage/process-storage';
import { loadEmployerMailSettings, saveEmployerMailSettings } from './employer-mail-settings';
import { notificationTestKit } from './notification-testing';

const t = useGraphQLFixtures();
const kit = notificationTestKit(() => t.db);
let contacts: ReturnType<typeof contactTestData>;
beforeAll(async () => {
  await kit.start();
  contacts = contactTestData(t.db, t.fx.productId);
});
afterAll(async () => {
  await contacts.cleanup();
  await kit.stop();
});
const orgId = () => t.fx.ownOrganization[t.fx.recruiter.id];

describe('a new application', () => {
  async function applyTo(authorId: string | null, applicationEmails: string[], regionId = REGION) {
    const [job] = await t.db
      .insert(jobs)
      .values({
        regionId,
        organizationId: orgId(),
        authorId,
        state: 'published',
        title: 'Koch (m/w/d)',
        applicationEmails,
      })
      .returning({ id: jobs.id });
    await t.db.insert(jobApplications).values({
      jobId: job.id,
      regionId,
      firstName: 'Anna',
      lastName: 'Huber',
      emailAddress: `anna-${job.id.slice(0, 8)}@example.org`,
    });
    return job.id;
  }
  // A second ahead: the database's clock (the row's default next_attempt_at) may run a little ahead of ours.
  const send = () => sendPendingApplications(t.db, kit.mailer, getStorage(), { now: new Date(Date.now() + 1000) });
  const toEmployer = (mails: Array<{ subject: string; rcpt: string[] }>) =>
    mails.filter((m) => m.subject.startsWith('Neue Bewerbung'));

  it("goes to the poster and the job's contact address, not to the owner, once", async () => {
    const poster = await kit.member(orgId());
    await applyTo(poster.id, ['kontakt@example.test']);
    const mails = toEmployer(await kit.sentBy(send));
    expect(mails.map((m) => [...m.rcpt].sort())).toEqual([[poster.email, 'kontakt@example.test'].sort()]);
    expect(mails[0].subject).toBe('Neue Bewerbung: Koch (m/w/d) – Anna Huber');
    expect((await kit.sentBy(send)).length).toBe(0);
  });

  it('goes to the owner when the job has no author or the author left the team', async () => {
    await applyTo(null, []);
    await applyTo(t.fx.stranger.id, []);
    const mails = toEmployer(await kit.sentBy(send));
    expect(mails.map((m) => m.rcpt)).toEqual([[t.fx.recruiter.email], [t.fx.recruiter.email]]);
  });

  it('skips a poster who switched it off; with nobody left it waits in the inbox, counted as delivered', async () => {
    const quiet = await kit.member(orgId(), ['applications']);
    await applyTo(quiet.id, ['kontakt@example.test']);
    expect(toEmployer(await kit.sentBy(send)).map((m) => m.rcpt)).toEqual([['kontakt@example.test']]);
    const id = await applyTo(quiet.id, []);
    const mails = await kit.sentBy(send);
    expect(toEmployer(mails)).toEqual([]);
    // The applicant still gets the confirmation, and the application is not retried as failed.
    expect(mails.map((m) => m.subject)).toEqual(['Deine Bewerbung: Koch (m/w/d)']);
    const [row] = await t.db
      .select({ s: jobApplications.sendStatus })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, id));
    expect(row.s).toBe('sent');
  });

  // docs/product-decisions.md "Applicant management off": without the site's inbox the mail is its only way there.
  it('reaches a poster who switched it off where the site has no inbox (berlin-brandenburg)', async () => {
    const quiet = await kit.member(orgId(), ['applications']);
    await applyTo(quiet.id, [], 'berlin-brandenburg');
    expect(toEmployer(await kit.sentBy(send)).map((m) => m.rcpt)).toEqual([[quiet.email]]);
  });
});

describe("a candidate's answer to a contact request", () => {
  async function request(requestedById: string, status: 'pending' | 'approved') {
    const candidate = await contacts.candidate();
    const [row] = await t.db
      .insert(resumeContactRequests)
      .values({ resumeId: candidate.resumeId, organizationId: orgId(), requestedById, status, message: 'Hallo' })
      .returning({ id: resumeContactRequests.id });
    return { candidate, id: row.id };
  }
  const decide = (r: { candidate: { userId: string }; id: string }, decision: 'approve' | 'decline' | 'revoke') =>
    decideContact(t.db, { regionId: REGION, requestId: r.id, userId: r.candidate.userId, decision }, kit.mailer);

  it('tells the recruiter who asked of an approval and of its withdrawal, naming no candidate', async () => {
    const recruiter = await kit.member(orgId());
    const r = await request(recruiter.id, 'pending');
    const approved = await kit.sentBy(() => decide(r, 'approve'));
    expect(approved.map((m) => m.rcpt)).toEqual([[recruiter.email]]);
    expect(approved[0].subject).toMatch(/wurde angenommen$/);
    const revoked = await kit.sentBy(() => decide(r, 'revoke'));
    expect(revoked.map((m) => m.rcpt)).toEqual([[recruiter.email]]);
    expect(revoked[0].text).toContain('Name und Kontaktdaten aus diesem Lebenslauf sind für Sie nicht mehr sichtbar');
    for (const mail of [...approved, ...revoked]) {
      expect(mail.text).not.toMatch(/Kontaktvorname|Kontaktnachname|8031|candidate-/);
      expect(mail.text).toContain('Diese E-Mail wurde an Sie gesendet, weil Sie für');
    }
  });

  it('stays silent on a decline and for a recruiter who switched it off', async () => {
    const recruiter = await kit.member(orgId(), ['contactAnswers']);
    expect(await kit.sentBy(() => request(recruiter.id, 'pending').then((r) => decide(r, 'approve')))).toEqual([]);
    expect(await kit.sentBy(() => request(t.fx.recruiter.id, 'pending').then((r) => decide(r, 'decline')))).toEqual([]);
  });
});

describe('an accepted team invitation', () => {
  async function join(inviterId: string) {
    const inviter = (await loadSessionUser(t.db, inviterId, REGION))!;
    const org = await teamOrganizationOf(t.db, orgId());
    const joiner = await kit.member(t.fx.strangerOrganization);
    const invited = await kit.sentBy(() =>
      inviteTeamMember(t.db, kit.mailer, { org, actor: { user: inviter, viaSupport: false }, email: joiner.email }),
    );
    const token = /einladung\/([A-Za-z0-9_-]+)/.exec(invited[0].text)![1];
    const user = (await loadSessionUser(t.db, joiner.id, REGION))!;
    return {
      joiner,
      org,
      mails: await kit.sentBy(() => acceptInvitation(t.db, { regionId: REGION, token, user }, kit.mailer)),
    };
  }

  it('tells the inviter and the owner, each once, never the one who joined', async () => {
    const inviter = await kit.member(orgId());
    const { joiner, org, mails } = await join(inviter.id);
    expect(mails.map((m) => m.rcpt[0]).sort()).toEqual([inviter.email, t.fx.recruiter.email].sort());
    expect(mails[0].subject).toBe(`Neu im Team von ${org.name}: Mia Team`);
    expect(mails[0].text).toContain(joiner.email);
    const ownerAlone = await join(t.fx.recruiter.id);
    expect(ownerAlone.mails.map((m) => m.rcpt)).toEqual([[t.fx.recruiter.email]]);
  });

  it('is not sent to whoever switched it off', async () => {
    await kit.switchOff(t.fx.recruiter.id, ['teamJoined']);
    try {
      expect((await join(t.fx.recruiter.id)).mails).toEqual([]);
    } finally {
      await kit.switchOff(t.fx.recruiter.id, []);
    }
  });
});

describe('the settings', () => {
  it('are all on for a new account and keep exactly what was switched off', async () => {
    const person = await kit.member(orgId());
    expect(Object.values(await loadEmployerMailSettings(t.db, person.id))).toEqual([true, true, true, true, true]);
    const all = await loadEmployerMailSettings(t.db, person.id);
    await saveEmployerMailSettings(t.db, person.id, { ...all, jobExpiring: false });
    expect(await loadEmployerMailSettings(t.db, person.id)).toEqual({ ...all, jobExpiring: false });
  });
});
