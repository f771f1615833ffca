// The external apply link's redirect: it counts a person's click once a day (not a bot's) and sends on only
// to the link stored with the job; the application form's beacon counts a start the same way.
import { REGION, useGraphQLFixtures } from '@/server/graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobDailyStats, jobs } from '@/server/db/schema';
import { jobFigureTotals } from '@/server/stats/job-stats';
import { GET } from './route';
import { POST as START } from '../apply-start/route';

// One reverse proxy of ours in front: the client is the right-most X-Forwarded-For entry.
process.env.TRUSTED_PROXY_HOPS = '1';

const state = useGraphQLFixtures();
const DAY = 86_400_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const LINK = 'https://karriere.example.org/stellen/4711';
let linkJob: string;
let formJob: string;

beforeAll(async () => {
  const base = {
    regionId: REGION,
    organizationId: state.fx.strangerOrganization,
    state: 'published' as const,
    publishedAt: new Date(Date.now() - DAY),
    expiresAt: new Date(Date.now() + 30 * DAY),
  };
  const rows = await state.db
    .insert(jobs)
    .values([
      { ...base, title: 'Per Link', applicationWorkflow: 'link', applicationLink: LINK },
      { ...base, title: 'Per Formular', applicationWorkflow: 'email', applicationEmails: ['a@example.org'] },
    ])
    .returning({ id: jobs.id });
  [linkJob, formJob] = rows.map((r) => r.id);
});
afterAll(async () => {
  await state.db.delete(jobDailyStats).where(inArray(jobDailyStats.jobId, [linkJob, formJob]));
  await state.db.delete(jobs).where(inArray(jobs.id, [linkJob, formJob]));
});

function request(id: string, path: string, agent: string, init: RequestInit = {}) {
  return new Request(`http://franken.localhost/api/jobs/${id}/${path}`, {
    ...init,
    headers: { 'x-jobboard-region': REGION, 'user-agent': agent, 'x-forwarded-for': '203.0.113.9', ...init.headers },
  });
}
const click = (id: string, agent = FIREFOX, query = '') =>
  GET(request(id, `apply-link${query}`, agent), { params: Promise.resolve({ id }) });
const figures = async (id: string) => (await jobFigureTotals(state.db, [id])).get(id)!;

describe('the external apply link', () => {
  it('redirects to the stored link, counting a person once a day and a bot never', async () => {
    const first = await click(linkJob, FIREFOX, `?url=${encodeURIComponent('https://evil.example')}`);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(LINK);
    await vi.waitFor(async () => expect((await figures(linkJob)).outboundClicks).toBe(1));
    await click(linkJob);
    await click(linkJob, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    // Counting runs after the answer: give it a moment before checking nothing more was counted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await figures(linkJob)).toMatchObject({ outboundClicks: 1, views: 0 });
  });

  it('leads back to the job page for a job without an external link, or none at all', async () => {
    for (const id of [formJob, '5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', 'nicht-da']) {
      const response = await click(id);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/job/${encodeURIComponent(id)}`);
    }
  });
});

describe("the application form's beacon", () => {
  it('counts a start of a same-site page once, and nothing from another site', async () => {
    const start = (site: string) =>
      START(request(formJob, 'apply-start', FIREFOX, { method: 'POST', headers: { 'sec-fetch-site': site } }), {
        params: Promise.resolve({ id: formJob }),
      });
    expect((await start('cross-site')).status).toBe(204);
    expect((await start('same-origin')).status).toBe(204);
    await vi.waitFor(async () => expect((await figures(formJob)).applyStarts).toBe(1));
    await start('same-origin');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await figures(formJob)).applyStarts).toBe(1);
    const [row] = await state.db.select().from(jobDailyStats).where(eq(jobDailyStats.jobId, formJob));
    expect(row.views).toBe(0);
  });
});
