// @module-tag postgres
// The applications inbox through the real GraphQL handler and database: the inbox of the caller's
// organization, the application with its answers and files, status changes with the applicant's mail over a
// real SMTP server, notes; and per role that nobody outside the organization sees an application.
import { REGION } from '../../graphql/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplicationEvents, jobApplications, organizationChangeLog } from '../../db/schema';
import { firstError, gql } from '../../graphql/testing';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../mail/testing';
import { inboxApplication, inboxJob, QUESTION, removeInboxJob } from '../../applications/inbox/inbox-testing';
import { as, useResolverFixtures } from '../resolver-testing';

const state = useResolverFixtures();
let smtp: TestSmtpServer;
const ids = { job: '', otherJob: '', strangerJob: '', newest: '', older: '', rejected: '', stranger: '' };
const DAY = 86_400_000;

const INBOX = `query($filter: ApplicationInboxFilter, $limit: Int, $offset: Int) {
  applicationInbox(filter: $filter, limit: $limit, offset: $offset) {
    organizationId total jobs { id title applications }
    items { id jobTitle firstName status rejectedAt deletionDate attachmentCount }
  } }`;
const APPLICATION = `query($id: ID!) { jobApplication(id: $id) {
  id jobTitle firstName emailAddress coverLetter status nextStatuses deletionDate
  answers { questionId question answer } attachments { id name size url }
  mailProposals { status subject body } notes { author body } events { fromStatus toStatus mailSubject } } }`;
const SET_STATUS = `mutation($id: ID!, $status: ApplicationStatus!, $mail: ApplicationStatusMail) {
  setApplicationStatus(id: $id, status: $status, mail: $mail) { status nextStatuses rejectedAt deletionDate events { fromStatus toStatus mailSubject } } }`;
const ADD_NOTE = `mutation($id: ID!, $body: String!) { addApplicationNote(id: $id, body: $body) { notes { author body } } }`;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  const { db, fx } = state;
  const own = fx.ownOrganization[fx.recruiter.id];
  ids.job = await inboxJob(db, REGION, own, `Lagerist ${state.tag}`);
  ids.otherJob = await inboxJob(db, REGION, own, `Fahrer ${state.tag}`);
  ids.strangerJob = await inboxJob(db, REGION, fx.strangerOrganization, `Fremde Stelle ${state.tag}`);
  for (const job of [ids.job, ids.otherJob, ids.strangerJob]) state.cleanups.push(() => removeInboxJob(db, job));
  const now = Date.now();
  ids.older = (await inboxApplication(db, { regionId: REGION, jobId: ids.job, createdAt: new Date(now - 3 * DAY) })).id;
  ids.rejected = (
    await inboxApplication(db, {
      regionId: REGION,
      jobId: ids.otherJob,
      status: 'rejected',
      rejectedAt: new Date('2026-01-15T10:00:00Z'),
      createdAt: new Date(now - 2 * DAY),
      withFile: false,
    })
  ).id;
  ids.newest = (await inboxApplication(db, { regionId: REGION, jobId: ids.job, firstName: 'Jonas' })).id;
  ids.stranger = (await inboxApplication(db, { regionId: REGION, jobId: ids.strangerJob })).id;
});
afterAll(async () => {
  await smtp.close();
});

describe('the applications inbox', () => {
  it("lists the organization's applications newest first, per job and by status, paged", async () => {
    const me = await as(state.fx.recruiter);
    const all = (await gql(INBOX, {}, me)).json.data?.applicationInbox as {
      total: number;
      items: Array<{ id: string; attachmentCount: number; deletionDate: string | null }>;
      jobs: Array<{ id: string; applications: number }>;
    };
    expect(all.items.map((i) => i.id)).toEqual([ids.newest, ids.rejected, ids.older]);
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.attachmentCount)).toEqual([1, 0, 1]);
    expect(all.items[1].deletionDate).toBe('2026-07-15T10:00:00.000Z');
    expect(all.jobs).toHaveLength(2);
    expect(all.jobs.find((j) => j.id === ids.job)?.applications).toBe(2);

    const perJob = (await gql(INBOX, { filter: { jobId: ids.job }, limit: 1, offset: 1 }, me)).json.data
      ?.applicationInbox as { total: number; items: Array<{ id: string }> };
    expect(perJob).toMatchObject({ total: 2, items: [{ id: ids.older }] });
    const rejected = (await gql(INBOX, { filter: { status: 'rejected' } }, me)).json.data?.applicationInbox as {
      items: Array<{ id: string }>;
    };
    expect(rejected.items.map((i) => i.id)).toEqual([ids.rejected]);
    // Another organization's job as a filter finds nothing of it.
    const foreign = (await gql(INBOX, { filter: { jobId: ids.strangerJob } }, me)).json.data?.applicationInbox;
    expect(foreign).toMatchObject({ total: 0, items: [] });
  });

  it('shows an application with labelled answers, files behind the checked download and proposals in du-form', async () => {
    const result = await gql(APPLICATION, { id: ids.older }, await as(state.fx.recruiter));
    const app = result.json.data?.jobApplication as Record<string, unknown> & {
      attachments: Array<{ id: string; url: string; name: string }>;
      mailProposals: Array<{ status: string; subject: string; body: string }>;
    };
    expect(app).toMatchObject({
      status: 'new',
      nextStatuses: ['in_review', 'invited', 'rejected'],
      coverLetter: 'Ich freue mich auf die Aufgabe.',
      answers: [
        { questionId: QUESTION.id, question: QUESTION.question, answer: 'Ja' },
        { questionId: 'q-entfernt', question: null, answer: 'Vielleicht' },
      ],
    });
    expect(app.attachments).toEqual([
      { id: expect.any(String), name: 'Lebenslauf Lena Maier.pdf', size: 15, url: expect.any(String) },
    ]);
    expect(app.attachments[0].url).toBe(`/api/applications/${ids.older}/files/${app.attachments[0].id}`);
    const invite = app.mailProposals.find((p) => p.status === 'invited')!;
    expect(invite.subject).toBe(`Einladung zum Gespräch: Lagerist ${state.tag}`);
    expect(invite.body).toMatch(/^Hallo Lena,\n\ndeine Bewerbung/);
  });

  it('moves an application on, mails the applicant the edited text and records it without personal data', async () => {
    const { db, fx } = state;
    const me = await as(fx.recruiter);
    const mail = { subject: 'Wir sehen uns deine Bewerbung an', body: 'Hallo Lena,\n\nwir melden uns <bald>.' };
    const moved = await gql(SET_STATUS, { id: ids.older, status: 'in_review', mail }, me);
    expect(firstError(moved)).toBeNull();
    expect(moved.json.data?.setApplicationStatus).toMatchObject({
      status: 'in_review',
      nextStatuses: ['invited', 'rejected'],
      events: [{ fromStatus: 'new', toStatus: 'in_review', mailSubject: mail.subject }],
    });
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, ids.older));
    const sent = smtp.received.find((m) => m.to.includes(row.emailAddress))!;
    const parsed = parseMail(sent.raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text).toContain('wir melden uns <bald>.');
    expect(parsed.html).toContain('wir melden uns &lt;bald&gt;.');
    expect(parsed.headers['reply-to']).toContain(fx.recruiter.email);

    const log = await db
      .select()
      .from(organizationChangeLog)
      .where(
        and(
          eq(organizationChangeLog.organizationId, fx.ownOrganization[fx.recruiter.id]),
          eq(organizationChangeLog.action, 'application.status'),
        ),
      );
    expect(log.map((l) => [l.detail, l.viaSupport])).toEqual([
      [{ job: `Lagerist ${state.tag}`, from: 'new', to: 'in_review' }, false],
    ]);

    // Without a mail; a step the workflow does not allow is refused in German.
    const rejected = await gql(SET_STATUS, { id: ids.older, status: 'rejected' }, me);
    expect(rejected.json.data?.setApplicationStatus).toMatchObject({
      status: 'rejected',
      deletionDate: expect.any(String),
    });
    const hired = await gql(SET_STATUS, { id: ids.older, status: 'hired' }, me);
    expect(firstError(hired)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Eine Bewerbung mit dem Status „Abgesagt“ kann nicht auf „Eingestellt“ gesetzt werden.',
    });
    const back = await gql(SET_STATUS, { id: ids.older, status: 'in_review' }, me);
    expect(back.json.data?.setApplicationStatus).toMatchObject({ status: 'in_review', rejectedAt: null });
    expect(
      await db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.applicationId, ids.older)),
    ).toHaveLength(3);
  });

  it('refuses an empty mail subject and an empty note in German', async () => {
    const me = await as(state.fx.recruiter);
    const empty = await gql(SET_STATUS, { id: ids.newest, status: 'invited', mail: { subject: ' ', body: 'x' } }, me);
    expect(firstError(empty)?.message).toContain('Bitte geben Sie einen Betreff mit höchstens 200 Zeichen ein.');
    const note = await gql(ADD_NOTE, { id: ids.newest, body: '   ' }, me);
    expect(firstError(note)?.message).toContain('Bitte geben Sie eine Notiz mit 1 bis 5.000 Zeichen ein.');
  });

  it('keeps notes for colleagues; support acting for the organization is marked in the log', async () => {
    const { db, fx } = state;
    const added = await gql(
      ADD_NOTE,
      { id: ids.newest, body: 'Starkes Profil, bitte einladen.' },
      await as(fx.recruiter),
    );
    expect(added.json.data?.addApplicationNote).toEqual({
      notes: [{ author: `Test recruiter <${fx.recruiter.email}>`, body: 'Starkes Profil, bitte einladen.' }],
    });
    const bySupport = await gql(SET_STATUS, { id: ids.newest, status: 'in_review' }, await as(fx.job_editor));
    expect(firstError(bySupport)).toBeNull();
    const [entry] = await db
      .select()
      .from(organizationChangeLog)
      .where(
        and(
          eq(organizationChangeLog.actorId, fx.job_editor.id),
          eq(organizationChangeLog.action, 'application.status'),
        ),
      );
    expect(entry).toMatchObject({
      viaSupport: true,
      detail: { job: `Lagerist ${state.tag}`, from: 'new', to: 'in_review' },
    });
  });
});

describe('nobody outside the organization sees an application, its notes or files', () => {
  const callers = [
    ['a recruiter of another organization', 'stranger', 'FORBIDDEN'],
    ['an applicant', 'applicant', 'FORBIDDEN'],
    ['an anonymous visitor', null, 'UNAUTHENTICATED'],
  ] as const;

  it.each(callers)('%s', async (_name, who, code) => {
    const { fx } = state;
    const options = await as(who ? fx[who] : null);
    for (const [query, variables] of [
      [APPLICATION, { id: ids.newest }],
      [SET_STATUS, { id: ids.newest, status: 'rejected' }],
      [ADD_NOTE, { id: ids.newest, body: 'Fremd' }],
      [INBOX, { filter: { organizationId: fx.ownOrganization[fx.recruiter.id] } }],
    ] as const) {
      const result = await gql(query, variables, options);
      expect(firstError(result)?.code).toBe(code);
      expect(JSON.stringify(result.json.data ?? null)).not.toMatch(/Lena|Jonas|Starkes Profil|Lebenslauf/);
    }
    if (who === 'stranger') {
      // Their own inbox holds their own organization's application only.
      const own = (await gql(INBOX, {}, options)).json.data?.applicationInbox as { items: Array<{ id: string }> };
      expect(own.items.map((i) => i.id)).toEqual([ids.stranger]);
    }
  });

  it('an application of another site does not exist here, not even for an administrator', async () => {
    const result = await gql(
      APPLICATION,
      { id: ids.newest },
      { ...(await as(state.fx.administrator)), region: 'rosenheim' },
    );
    expect(firstError(result)?.code).toBe('NOT_FOUND');
  });
});
