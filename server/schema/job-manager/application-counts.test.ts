// One count of applications: the job list, the inbox (its total, its "Neu" filter and its per-job filter) and the
// dashboard name the same numbers for every state the demo data has: applications in each status, one erased or
// purged (its row deleted), a day counter that counted more than remain, a draft copy, a job whose applicants
// apply elsewhere, and a job on another site.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobDailyStats, jobs } from '../../db/schema';
import { OTHER_REGION, REGION } from '../../graphql/testing';
import { inboxApplication, inboxJob } from '../../applications/inbox/inbox-testing';
import { listInbox } from '../../applications/inbox/inbox';
import { organizationWithCredits } from '../postings/posting-testing';
import { useResolverFixtures } from '../resolver-testing';
import { employerOverview } from '../../job-manager/dashboard';
import { listManagedJobs } from '../../job-manager/list-jobs';

const state = useResolverFixtures();
let org: string;
const id: Record<'running' | 'ended' | 'draft' | 'elsewhere' | 'otherSite', string> = {
  running: '',
  ended: '',
  draft: '',
  elsewhere: '',
  otherSite: '',
};

beforeAll(async () => {
  const { db } = state;
  org = (await organizationWithCredits(state, state.fx.recruiter, 0)).id;
  state.cleanups.push(() => db.delete(jobs).where(eq(jobs.organizationId, org)));
  id.running = await inboxJob(db, REGION, org, `Laufend ${state.tag}`);
  id.ended = await inboxJob(db, REGION, org, `Beendet ${state.tag}`);
  await db.update(jobs).set({ state: 'archived', applicationWorkflow: 'email' }).where(eq(jobs.id, id.ended));
  id.draft = await inboxJob(db, REGION, org, `Kopie ${state.tag}`);
  await db.update(jobs).set({ state: 'draft' }).where(eq(jobs.id, id.draft));
  id.elsewhere = await inboxJob(db, REGION, org, `Extern ${state.tag}`);
  await db.update(jobs).set({ applicationWorkflow: 'link' }).where(eq(jobs.id, id.elsewhere));
  id.otherSite = await inboxJob(db, OTHER_REGION, org, `Andere Seite ${state.tag}`);
  const apply = (jobId: string, status: 'new' | 'in_review' | 'rejected' | 'hired', regionId = REGION) =>
    inboxApplication(db, { regionId, jobId, status, withFile: false });
  await apply(id.running, 'new');
  await apply(id.running, 'in_review');
  await apply(id.running, 'rejected');
  // Erased by its applicant, or purged after the job ended: the row goes, the day counter keeps it.
  const gone = await apply(id.running, 'hired');
  await db.delete(jobApplications).where(eq(jobApplications.id, gone.id));
  await apply(id.ended, 'new');
  await apply(id.otherSite, 'new', OTHER_REGION);
  await db.insert(jobDailyStats).values([
    { jobId: id.running, day: '2031-02-01', views: 40, applyStarts: 9, applications: 4, outboundClicks: 0 },
    { jobId: id.elsewhere, day: '2031-02-01', views: 10, applyStarts: 0, applications: 2, outboundClicks: 6 },
  ]);
});

async function listed(): Promise<Record<string, number>> {
  const list = await listManagedJobs(state.db, { scope: { organizationId: org }, filter: {}, sort: 'title', page: 1 });
  return Object.fromEntries(list.jobs.map((job) => [job.id, job.figures.applications]));
}

const inbox = (regionId: string, status?: 'new') =>
  listInbox(state.db, { regionId, organizationId: org, status, limit: 50, offset: 0 });

describe('one count of applications', () => {
  it('the job list counts what the inbox shows, per job and in total', async () => {
    const counts = await listed();
    expect(counts).toEqual({
      [id.running]: 3,
      [id.ended]: 1,
      [id.draft]: 0,
      [id.elsewhere]: 0,
      [id.otherSite]: 1,
    });
    const here = await inbox(REGION);
    expect(here.total).toBe(4);
    for (const job of here.jobs) expect(job.applications, job.title).toBe(counts[job.id]);
    expect(here.jobs.map((job) => job.id).sort()).toEqual([id.ended, id.running].sort());
    const there = await inbox(OTHER_REGION);
    expect(there.total).toBe(counts[id.otherSite]);
  });

  it('the dashboard’s new applications are the inbox’s "Neu" of the same site', async () => {
    const overview = await employerOverview(state.db, org, REGION);
    expect(overview.newApplications).toBe((await inbox(REGION, 'new')).total);
    expect(overview.newApplications).toBe(2);
    expect((await employerOverview(state.db, org, OTHER_REGION)).newApplications).toBe(1);
  });
});
