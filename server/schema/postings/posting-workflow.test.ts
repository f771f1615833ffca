// Posting a job through the API as the wizard does: drafts that keep good fields and name bad ones, submit
// with one charge, review on an untrusted organization, approval that puts the job into search at once,
// rejection mailed to the author (real SMTP) with the credit given back, revisions of a live job, archive.
import { REGION } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, organizations } from '../../db/schema';
import { gql } from '../../graphql/testing';
import { jobPageStatus } from '../../jobs/job-status';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../mail/testing';
import { as } from '../resolver-testing';
import { completeInput, organizationWithCredits, review, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp.close();
});

const getJob = async (id: string, user: { id: string } | null) =>
  (await gql('query($id: ID!) { getJob(id: $id) { id } }', { id }, await as(user))).json.data?.getJob;

describe('posting a job', () => {
  it('saves a partial draft, keeps the good fields and names the bad ones in German', async () => {
    const { fx } = state;
    const { data } = await save(await as(fx.recruiter), {
      title: `Pflegefachkraft ${state.tag}`,
      applicationEmails: ['keine-adresse'],
      salary: { min: 4000, max: 3000 },
      description: '<p>Gute Arbeit</p><iframe src="https://example.test"></iframe>',
    });
    expect(data.errors).toEqual([
      { field: 'salary.max', message: 'Das Höchstgehalt darf nicht unter dem Mindestgehalt liegen.' },
      { field: 'applicationEmails.0', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
    ]);
    const posting = data.posting!;
    expect(posting).toMatchObject({ state: 'draft', fields: { title: `Pflegefachkraft ${state.tag}` } });
    expect(posting.fields.description).not.toContain('iframe');
    expect(posting.missing.map((e) => e.field)).toEqual(
      expect.arrayContaining(['locations', 'employmentTypes', 'occupationalFields']),
    );
    // A draft is for its organization and admin-like users only.
    expect(await getJob(posting.id, null)).toBeNull();
    expect(await getJob(posting.id, fx.stranger)).toBeNull();
    expect(await getJob(posting.id, fx.recruiter)).toEqual({ id: posting.id });
    expect(await getJob(posting.id, fx.job_editor)).toEqual({ id: posting.id });
    // Submitting an incomplete draft takes nothing.
    const result = await submit(await as(fx.recruiter), posting.id);
    expect(result.outcome).toBe('invalid');
    expect(result.posting.chargedWith).toBeNull();
  });

  it('rejects unknown terms and foreign files but saves the rest', async () => {
    const { data } = await save(await as(state.fx.recruiter), {
      title: 'Koch',
      employmentTypes: [1],
      fileId: crypto.randomUUID(),
    });
    expect(data.errors.map((e) => e.field)).toEqual(['employmentTypes.0', 'fileId']);
    expect(data.posting?.fields.title).toBe('Koch');
  });

  it('submits once, waits for review on an untrusted organization, and is found by search once approved', async () => {
    const { fx } = state;
    const recruiter = await as(fx.recruiter);
    const title = `Altenpfleger${state.tag}`;
    const { data } = await save(recruiter, completeInput(title));
    const id = data.posting!.id;
    const first = await submit(recruiter, id);
    expect(first).toMatchObject({ outcome: 'needs_review', errors: [], posting: { chargedWith: 'slot' } });
    const before = first.posting.organization.freeJobSlots;
    expect(before).toBe(4);
    const subscriptions = await gql(
      'query($o: ID) { getSubscriptions(organizationId: $o) { subscriptions { availableJobSlots } } }',
      { o: fx.ownOrganization[fx.recruiter.id] },
      recruiter,
    );
    expect(subscriptions.json.data?.getSubscriptions).toEqual({ subscriptions: [{ availableJobSlots: before }] });
    // Repeating changes nothing and takes nothing.
    const again = await submit(recruiter, id);
    expect(again).toMatchObject({ outcome: 'needs_review', posting: { organization: { freeJobSlots: before } } });

    const queue = await gql(
      '{ moderationQueue(limit: 100) { total items { kind author posting { id } } } }',
      {},
      await as(fx.job_editor),
    );
    const items = (queue.json.data?.moderationQueue as { items: Array<{ kind: string; posting: { id: string } }> })
      .items;
    expect(items).toContainEqual(expect.objectContaining({ kind: 'new_job', posting: { id } }));

    const approved = await review(await as(fx.job_editor), 'approve', id);
    expect(approved.posting).toMatchObject({ state: 'published', url: `/job/${id}` });
    expect(approved.posting?.expiresAt).not.toBeNull();
    // The author hears that it is live, with its link (docs/product-decisions.md, "Mails an Arbeitgeber").
    const online = parseMail((await smtp.waitForMail(fx.recruiter.email)).raw);
    expect(online.subject).toBe(`Ihre Stellenanzeige „${title}“ ist online`);
    expect(online.text).toContain(`/job/${id}`);
    const search = await gql(`{ searchJobs(payload: { fulltext: { keys: "${title}" } }) { total jobs { id } } }`);
    expect(search.json.data?.searchJobs).toMatchObject({ jobs: [{ id }] });
  });

  it('sends a job back with the reason mailed to its author and the credit given back', async () => {
    const { fx } = state;
    const org = await organizationWithCredits(state, fx.recruiter, 1);
    const title = `Hauswirtschaft ${state.tag}`;
    const { data } = await save(org.options, completeInput(title, { organizationId: org.id }));
    const id = data.posting!.id;
    expect(await submit(org.options, id)).toMatchObject({
      outcome: 'needs_review',
      posting: { chargedWith: 'credit', organization: { jobCredits: 0 } },
    });
    const rejected = await review(await as(fx.site_admin), 'reject', id, 'Bitte nennen Sie das Gehalt.');
    expect(rejected.posting).toMatchObject({
      state: 'draft',
      chargedWith: null,
      reviewNote: 'Bitte nennen Sie das Gehalt.',
      organization: { jobCredits: 1 },
    });
    const sentBack = smtp.received.find(
      (m) => m.to.includes(fx.recruiter.email) && parseMail(m.raw).subject.includes('nicht freigegeben'),
    );
    const mail = parseMail(sentBack!.raw);
    expect(mail.subject).toBe(`Ihre Stellenanzeige „${title}“ wurde nicht freigegeben`);
    expect(mail.text).toContain('Bitte nennen Sie das Gehalt.');
    expect(mail.text).toContain(`/job/wizard/${id}`);
    // Recruiters do not review.
    const byRecruiter = await review(org.options, 'approve', id);
    expect(byRecruiter.result.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('never approves a job its author emptied while it waited for review', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1);
    const { data } = await save(org.options, completeInput(`Maler ${state.tag}`, { organizationId: org.id }));
    const id = data.posting!.id;
    expect((await submit(org.options, id)).outcome).toBe('needs_review');
    await save(org.options, { title: '' }, id);
    const { result } = await review(await as(state.fx.job_editor), 'approve', id);
    expect(result.json.errors?.[0]).toMatchObject({
      message: 'Bitte geben Sie einen Stellentitel an.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers no_credit without a charge and keeps the draft', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 0);
    const { data } = await save(org.options, completeInput(`Gärtner ${state.tag}`, { organizationId: org.id }));
    expect(await submit(org.options, data.posting!.id)).toMatchObject({
      outcome: 'no_credit',
      posting: { state: 'draft', chargedWith: null },
    });
  });

  it('publishes a trusted organization at once, keeps a live job while changes wait, and archives it', async () => {
    const { fx, db } = state;
    const org = await organizationWithCredits(state, fx.recruiter, 2, true);
    const title = `Erzieherin ${state.tag}`;
    const { data } = await save(org.options, completeInput(title, { organizationId: org.id }));
    const id = data.posting!.id;
    expect((await submit(org.options, id)).outcome).toBe('published');
    // Changes of a live job wait as a revision; the job keeps its title and URL.
    await db.update(organizations).set({ trusted: false }).where(eq(organizations.id, org.id));
    const changed = await save(org.options, { title: `${title} (m/w/d)` }, id);
    expect(changed.data.posting).toMatchObject({
      state: 'published',
      fields: { title },
      revision: { status: 'editing', fields: { title: `${title} (m/w/d)` } },
    });
    expect(await submit(org.options, id)).toMatchObject({ outcome: 'needs_review', posting: { fields: { title } } });
    const queue = await gql(
      '{ moderationQueue(limit: 100) { items { kind posting { id } } } }',
      {},
      await as(fx.job_editor),
    );
    expect(queue.json.data?.moderationQueue).toMatchObject({
      items: expect.arrayContaining([{ kind: 'revision', posting: { id } }]),
    });
    const approved = await review(await as(fx.administrator), 'approve', id);
    expect(approved.posting).toMatchObject({
      state: 'published',
      fields: { title: `${title} (m/w/d)` },
      revision: null,
    });
    const [row] = await db.select({ credits: jobs.chargedWith }).from(jobs).where(eq(jobs.id, id));
    expect(row.credits).toBe('credit');

    const archived = await review(org.options, 'archive', id);
    expect(archived.posting?.state).toBe('archived');
    expect(await jobPageStatus(db, REGION, id)).toBe('gone');
  });

  it('schedules a job with a publication time ahead', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1, true);
    const publishAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { data } = await save(
      org.options,
      completeInput(`Koch ${state.tag}`, { organizationId: org.id, publishAt, durationDays: 10 }),
    );
    const result = await submit(org.options, data.posting!.id);
    expect(result).toMatchObject({ outcome: 'scheduled', posting: { state: 'scheduled', publishedAt: publishAt } });
    expect(new Date(result.posting.expiresAt!).getTime()).toBe(new Date(publishAt).getTime() + 10 * 86_400_000);
    // Withdrawn before it went live: the credit comes back and the job never counts as once public.
    const archived = await review(org.options, 'archive', data.posting!.id);
    expect(archived.posting).toMatchObject({ state: 'archived', publishedAt: null, organization: { jobCredits: 1 } });
    expect(await jobPageStatus(state.db, REGION, data.posting!.id)).toBe('hidden');
  });
});
