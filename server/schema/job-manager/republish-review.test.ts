// Extending and republishing through the API (docs/product-decisions.md "Extend and republish"): only a job
// that once went live after passing every publication rule runs again, and republishing follows the site's
// review policy (franken: untrusted organizations wait for an editor).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { gql, REGION, type RequestOptions } from '../../graphql/testing';
import { jobPageStatus } from '../../jobs/job-status';
import {
  completeInput,
  organizationWithCredits,
  review,
  save,
  submit,
  usePostingFixtures,
} from '../postings/posting-testing';
import { as } from '../resolver-testing';

const state = usePostingFixtures();
const DAY = 86_400_000;
const NEVER_PUBLISHED =
  'Diese Stelle war nie veröffentlicht und lässt sich daher nicht verlängern oder erneut veröffentlichen. Legen Sie mit „Duplizieren“ einen Entwurf an und reichen Sie ihn zur Veröffentlichung ein.';

async function extend(options: RequestOptions, id: string) {
  const result = await gql(
    'mutation($id: ID!) { extendJobPosting(id: $id) { outcome job { id state expiresAt } } }',
    { id },
    options,
  );
  return {
    errors: result.json.errors,
    data: (result.json.data?.extendJobPosting ?? null) as { outcome: string; job: { state: string } } | null,
  };
}

/** Whether visitors can reach the job: its page, search by its title, the review queue. */
async function visibility(id: string, title: string) {
  const page = await gql('query($id: ID!) { getJob(id: $id) { id } }', { id });
  const search = await gql('query($k: String!) { searchJobs(payload: { fulltext: { keys: $k } }) { jobs { id } } }', {
    k: title,
  });
  const queue = await gql(
    '{ moderationQueue(limit: 100) { items { posting { id } } } }',
    {},
    await as(state.fx.job_editor),
  );
  const queued = (queue.json.data?.moderationQueue as { items: Array<{ posting: { id: string } }> }).items;
  return {
    page: await jobPageStatus(state.db, REGION, id),
    public: page.json.data?.getJob !== null,
    found: (search.json.data?.searchJobs as { jobs: Array<{ id: string }> }).jobs.some((job) => job.id === id),
    queued: queued.some((item) => item.posting.id === id),
  };
}

const credits = async (options: RequestOptions, id: string) =>
  (await gql('query($id: ID!) { jobPosting(id: $id) { organization { jobCredits } } }', { id }, options)).json.data
    ?.jobPosting as { organization: { jobCredits: number } };

describe('extending a job that never went live', () => {
  it.each([
    ['a trusted organization', true],
    ['an untrusted organization', false],
  ])("refuses the probe's draft of title and description, archived, for %s", async (_name, trusted) => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1, trusted);
    const title = `Sonderangebot${trusted ? 'A' : 'B'} ${state.tag}`;
    const { data } = await save(org.options, { organizationId: org.id, title, description: '<p>Nur Text.</p>' });
    const id = data.posting!.id;
    expect((await review(org.options, 'archive', id)).posting?.state).toBe('archived');

    const { errors, data: extended } = await extend(org.options, id);
    expect(extended).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: NEVER_PUBLISHED, extensions: { code: 'BAD_USER_INPUT' } });
    const [row] = await state.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
    expect(row.state).toBe('archived');
    expect(await visibility(id, title)).toEqual({ page: 'hidden', public: false, found: false, queued: false });
    expect((await credits(org.options, id)).organization.jobCredits).toBe(1);
  });

  it('refuses an ad an editor rejected, archived afterwards', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1);
    const title = `Abgelehnt ${state.tag}`;
    const { data } = await save(org.options, completeInput(title, { organizationId: org.id }));
    const id = data.posting!.id;
    expect((await submit(org.options, id)).outcome).toBe('needs_review');
    await review(await as(state.fx.job_editor), 'reject', id, 'Unzulässiger Inhalt.');
    await review(org.options, 'archive', id);

    const { errors } = await extend(org.options, id);
    expect(errors?.[0]).toMatchObject({ message: NEVER_PUBLISHED, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await visibility(id, title)).toEqual({ page: 'hidden', public: false, found: false, queued: false });
    expect((await credits(org.options, id)).organization.jobCredits).toBe(1);
  });
});

describe('republishing a job that went live', () => {
  it("sends an untrusted organization's job to review again; the approval puts it live for a runtime from then", async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 2);
    const editor = await as(state.fx.job_editor);
    const title = `Wiederkehr ${state.tag}`;
    const { data } = await save(org.options, completeInput(title, { organizationId: org.id }));
    const id = data.posting!.id;
    await submit(org.options, id);
    expect((await review(editor, 'approve', id)).posting?.state).toBe('published');
    await review(org.options, 'archive', id);

    const { data: extended } = await extend(org.options, id);
    expect(extended).toMatchObject({ outcome: 'needs_review', job: { state: 'needs_review' } });
    expect(await visibility(id, title)).toEqual({ page: 'hidden', public: false, found: false, queued: true });
    expect((await credits(org.options, id)).organization.jobCredits).toBe(0);

    const before = Date.now();
    const approved = await review(editor, 'approve', id);
    expect(approved.posting?.state).toBe('published');
    expect(Date.parse(approved.posting!.expiresAt!)).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(await visibility(id, title)).toMatchObject({ page: 'open', public: true, found: true, queued: false });
  });

  it("republishes a trusted organization's job at once", async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 2, true);
    const title = `Vertraut ${state.tag}`;
    const { data } = await save(org.options, completeInput(title, { organizationId: org.id }));
    const id = data.posting!.id;
    expect((await submit(org.options, id)).outcome).toBe('published');
    await review(org.options, 'archive', id);

    const { data: extended } = await extend(org.options, id);
    expect(extended).toMatchObject({ outcome: 'republished', job: { state: 'published' } });
    expect(await visibility(id, title)).toMatchObject({ page: 'open', public: true, found: true, queued: false });
  });
});
