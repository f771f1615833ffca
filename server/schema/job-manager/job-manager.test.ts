// @module-tag postgres
// The job manager per role: one organization's jobs over every frontend with their figures, its actions and
// their change-log entries, and nobody else's statistics.
import { gql, OTHER_REGION, REGION } from '../../graphql/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobDailyStats, jobs, organizationChangeLog } from '../../db/schema';
import { organizationWithCredits } from '../postings/posting-testing';
import { as, useResolverFixtures } from '../resolver-testing';
import { getRegion } from '../../../regions/registry';

const state = useResolverFixtures();
const DAY = 86_400_000;
const now = Date.now();
let org: string;
let published: string;
let draft: string;
let expired: string;
let elsewhere: string;
let strangers: string;

const FIGURES = 'figures { views applyStarts applications outboundClicks }';
const MANAGER = `query($o: ID, $f: JobManagerFilter, $s: JobManagerSort) {
  jobManager(organizationId: $o, filter: $f, sort: $s) {
    organizationId viaSupport total frontends credits { jobCredits freeJobSlots }
    jobs { id title state frontend publishedAt expiresAt ${FIGURES} } } }`;

async function job(values: Partial<typeof jobs.$inferInsert>) {
  const [row] = await state.db
    .insert(jobs)
    .values({ regionId: REGION, organizationId: org, title: 'Stelle', state: 'draft', ...values })
    .returning({ id: jobs.id });
  return row.id;
}

beforeAll(async () => {
  const { fx } = state;
  org = (await organizationWithCredits(state, fx.recruiter, 1)).id;
  const live = { publishedAt: new Date(now - 5 * DAY), expiresAt: new Date(now + 3 * DAY) };
  published = await job({ title: `Pflegefachkraft ${state.tag}`, state: 'published', ...live });
  draft = await job({ title: `Koch ${state.tag}` });
  expired = await job({
    title: `Lagerist ${state.tag}`,
    state: 'archived',
    publishedAt: new Date(now - 40 * DAY),
    expiresAt: new Date(now - 10 * DAY),
    updatedAt: new Date(now - 10 * DAY + 60_000),
  });
  elsewhere = await job({ title: `Pflegehelfer ${state.tag}`, regionId: OTHER_REGION, state: 'published', ...live });
  const [stranger] = await state.db
    .insert(jobs)
    .values({ regionId: REGION, organizationId: fx.strangerOrganization, title: 'Fremde Stelle', state: 'published' })
    .returning({ id: jobs.id });
  strangers = stranger.id;
  state.cleanups.push(() => state.db.delete(jobs).where(eq(jobs.organizationId, org)));
  state.cleanups.push(() => state.db.delete(jobs).where(eq(jobs.id, strangers)));
  await state.db.insert(jobDailyStats).values([
    { jobId: published, day: '2031-01-01', views: 7, applyStarts: 3, applications: 1, outboundClicks: 0 },
    { jobId: published, day: '2031-01-02', views: 5, applyStarts: 1, applications: 1, outboundClicks: 0 },
    { jobId: elsewhere, day: '2031-01-02', views: 2, applyStarts: 0, applications: 0, outboundClicks: 1 },
    { jobId: strangers, day: '2031-01-02', views: 99, applyStarts: 9, applications: 9, outboundClicks: 9 },
  ]);
});

type Listed = { id: string; state: string; frontend: string; figures: Record<string, number> };
async function manager(variables: Record<string, unknown>, user = state.fx.recruiter) {
  const result = await gql(MANAGER, { o: org, ...variables }, await as(user));
  return result.json.data?.jobManager as { total: number; jobs: Listed[]; frontends: string[]; viaSupport: boolean };
}

describe('jobManager', () => {
  it('lists every job of the organization on every frontend with its state and figures', async () => {
    const page = await manager({});
    expect(page.total).toBe(4);
    expect(page.frontends.sort()).toEqual([REGION, OTHER_REGION].sort());
    expect(page.viaSupport).toBe(false);
    const byId = new Map(page.jobs.map((j) => [j.id, j]));
    // Applications as the inbox counts them: the day counter's two have no application left in the inbox
    // (application-counts.test.ts).
    expect(byId.get(published)).toMatchObject({
      state: 'published',
      figures: { views: 12, applyStarts: 4, applications: 0, outboundClicks: 0 },
    });
    expect(byId.get(draft)).toMatchObject({ state: 'draft', figures: { views: 0 } });
    expect(byId.get(expired)?.state).toBe('expired');
    expect(byId.get(elsewhere)).toMatchObject({ frontend: OTHER_REGION, figures: { outboundClicks: 1 } });
    expect(byId.has(strangers)).toBe(false);
  });

  it.each([
    [{ state: 'expired' }, () => [expired]],
    [{ words: 'pflege' }, () => [published, elsewhere]],
    [{ words: 'pflege helfer' }, () => [elsewhere]],
    [{ frontend: OTHER_REGION }, () => [elsewhere]],
    [{ words: '100%' }, () => []],
    [{ frontend: 'gibt-es-nicht' }, () => []],
  ])('filters by %o', async (filter, expected) => {
    const page = await manager({ f: filter, s: 'title' });
    expect(page.jobs.map((j) => j.id).sort()).toEqual(expected().sort());
  });

  it('sorts by views', async () => {
    const page = await manager({ s: 'views' });
    expect(page.jobs.map((j) => j.id).slice(0, 2)).toEqual([published, elsewhere]);
  });

  it("never shows a recruiter another organization's jobs or statistics", async () => {
    const { fx } = state;
    const foreign = await gql(MANAGER, { o: fx.strangerOrganization }, await as(fx.recruiter));
    expect(foreign.json.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const stats = 'query($id: ID!) { jobStatistics(jobId: $id) { days { views } } }';
    const refused = await gql(stats, { id: strangers }, await as(fx.recruiter));
    expect(refused.json.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.json.data?.jobStatistics ?? null).toBeNull();
    const byApplicant = await gql(stats, { id: published }, await as(fx.applicant));
    expect(byApplicant.json.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // An admin-like user acting for the organization sees it, marked as support.
    expect((await manager({}, fx.administrator)).viaSupport).toBe(true);
  });

  it('gives a job its figures per day', async () => {
    const result = await gql(
      'query($id: ID!) { jobStatistics(jobId: $id, from: "2030-12-31", to: "2031-01-02") { from to days { day views applications } } }',
      { id: published },
      await as(state.fx.recruiter),
    );
    expect(result.json.data?.jobStatistics).toEqual({
      from: '2030-12-31',
      to: '2031-01-02',
      days: [
        { day: '2030-12-31', views: 0, applications: 0 },
        { day: '2031-01-01', views: 7, applications: 1 },
        { day: '2031-01-02', views: 5, applications: 1 },
      ],
    });
    const tooLong = await gql(
      'query($id: ID!) { jobStatistics(jobId: $id, from: "2029-01-01", to: "2031-01-02") { from } }',
      { id: published },
      await as(state.fx.recruiter),
    );
    expect(tooLong.json.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("names the job's tracking pixel on its frontend, with its impressions per day", async () => {
    const query = async (id: string) =>
      gql(
        'query($id: ID!) { jobStatistics(jobId: $id, from: "2031-01-02", to: "2031-01-02") { trackingPixelUrl days { pixelImpressions } } }',
        { id },
        await as(state.fx.recruiter),
      );
    const own = (await query(published)).json.data?.jobStatistics;
    expect(own).toEqual({
      trackingPixelUrl: `https://jobs-in-franken.de/api/jobs/${published}/pixel.gif`,
      days: [{ pixelImpressions: 0 }],
    });
    // A job posted on another site counts on that site's host (docs/product.md §6 every frontend).
    const other = (await query(elsewhere)).json.data?.jobStatistics as { trackingPixelUrl: string };
    expect(new URL(other.trackingPixelUrl).host).toBe(getRegion(OTHER_REGION)!.HOSTS[0]);
  });
});

async function log(action: string) {
  return state.db
    .select({ viaSupport: organizationChangeLog.viaSupport, detail: organizationChangeLog.detail })
    .from(organizationChangeLog)
    .where(and(eq(organizationChangeLog.organizationId, org), eq(organizationChangeLog.action, action)));
}

describe('job manager actions', () => {
  it('duplicates a job into a new draft and records who did it', async () => {
    const result = await gql(
      'mutation($id: ID!) { duplicateJobPosting(id: $id) { id title state frontend } }',
      { id: published },
      await as(state.fx.recruiter),
    );
    const copy = result.json.data?.duplicateJobPosting as { id: string; title: string; state: string };
    expect(copy).toMatchObject({ title: `Pflegefachkraft ${state.tag}`, state: 'draft', frontend: REGION });
    expect(copy.id).not.toBe(published);
    expect(await log('job.duplicated')).toEqual([
      { viaSupport: false, detail: { title: `Pflegefachkraft ${state.tag}`, jobId: published, copyId: copy.id } },
    ]);
    await gql(
      'mutation($id: ID!) { duplicateJobPosting(id: $id) { id } }',
      { id: draft },
      await as(state.fx.job_editor),
    );
    expect((await log('job.duplicated')).map((entry) => entry.viaSupport).sort()).toEqual([false, true]);
  });

  it('extends a running job with its one credit, then refuses without one and changes nothing', async () => {
    const extend = 'mutation($id: ID!) { extendJobPosting(id: $id) { outcome job { id state expiresAt } } }';
    const options = await as(state.fx.recruiter);
    const first = (await gql(extend, { id: published }, options)).json.data?.extendJobPosting as {
      outcome: string;
      job: { expiresAt: string };
    };
    expect(first.outcome).toBe('extended');
    expect(Date.parse(first.job.expiresAt)).toBe(now + 3 * DAY + 30 * DAY);
    const second = (await gql(extend, { id: expired }, options)).json.data?.extendJobPosting as {
      outcome: string;
      job: { state: string };
    };
    expect(second).toMatchObject({ outcome: 'no_credit', job: { state: 'expired' } });
    expect(await log('job.extended')).toHaveLength(1);
    expect(await log('job.republished')).toHaveLength(0);
    const refused = await gql(extend, { id: draft }, options);
    expect(refused.json.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("archives several jobs at once, none when one is another organization's", async () => {
    const archive = 'mutation($ids: [ID!]!) { archiveJobPostings(ids: $ids) { archived } }';
    const options = await as(state.fx.recruiter);
    const refused = await gql(archive, { ids: [published, strangers] }, options);
    expect(refused.json.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [still] = await state.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, published));
    expect(still.state).toBe('published');
    const done = await gql(archive, { ids: [published, draft, expired] }, options);
    expect((done.json.data?.archiveJobPostings as { archived: string[] }).archived.sort()).toEqual(
      [published, draft].sort(),
    );
    const rows = await state.db
      .select({ id: jobs.id, state: jobs.state })
      .from(jobs)
      .where(inArray(jobs.id, [published, draft]));
    expect(rows.every((row) => row.state === 'archived')).toBe(true);
    expect(await log('job.archived')).toHaveLength(2);
  });

  it('shows the dashboard of the organization', async () => {
    const result = await gql(
      'query($o: ID) { employerDashboard(organizationId: $o) { openJobs newApplications drafts inReview endingSoon { id } } }',
      { o: org },
      await as(state.fx.recruiter),
    );
    // Left: the job on the other frontend (open, ending in 3 days) and the duplicated drafts.
    expect(result.json.data?.employerDashboard).toEqual({
      openJobs: 1,
      newApplications: 0,
      drafts: 2,
      inReview: 0,
      endingSoon: [{ id: elsewhere }],
    });
  });
});
