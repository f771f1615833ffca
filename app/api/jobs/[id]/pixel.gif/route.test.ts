// The job's tracking pixel: a 1×1 GIF for any site's page, counted once per visitor and day for an open job of
// this site, never for a bot, another site's job or a site with the flag off; no cookie, never cached.
import { REGION, useGraphQLFixtures } from '@/server/graphql/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobDailyStats, jobs } from '@/server/db/schema';
import { jobDailyFigures, jobFigureTotals, statsDay } from '@/server/stats/job-stats';
import { TRACKING_PIXEL_GIF } from '@/server/stats/tracking-pixel';
import { GET } from './route';

process.env.TRUSTED_PROXY_HOPS = '1';
const state = useGraphQLFixtures();
const DAY = 86_400_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
let open: string;
let archived: string;

beforeAll(async () => {
  const base = {
    regionId: REGION,
    organizationId: state.fx.strangerOrganization,
    publishedAt: new Date(Date.now() - DAY),
    expiresAt: new Date(Date.now() + 30 * DAY),
  };
  const rows = await state.db
    .insert(jobs)
    .values([
      { ...base, title: 'Mit Pixel', state: 'published' as const },
      { ...base, title: 'Archiviert', state: 'archived' as const },
    ])
    .returning({ id: jobs.id });
  [open, archived] = rows.map((r) => r.id);
});
afterAll(async () => {
  await state.db.delete(jobDailyStats).where(inArray(jobDailyStats.jobId, [open, archived]));
  await state.db.delete(jobs).where(inArray(jobs.id, [open, archived]));
});

const pixel = (id: string, { region = REGION, agent = FIREFOX, address = '203.0.113.21' } = {}) =>
  GET(
    new Request(`http://franken.localhost/api/jobs/${id}/pixel.gif`, {
      headers: { 'x-jobboard-region': region, 'user-agent': agent, 'x-forwarded-for': address },
    }),
    { params: Promise.resolve({ id }) },
  );
const impressions = async (id: string) => {
  const today = statsDay(new Date());
  return (await jobDailyFigures(state.db, id, today, today))[0].pixelImpressions;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the job tracking pixel', () => {
  it('answers a transparent 1×1 GIF, never cached, without a cookie, embeddable anywhere', async () => {
    const response = await pixel(open);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TRACKING_PIXEL_GIF);
    expect(TRACKING_PIXEL_GIF.subarray(0, 6).toString()).toBe('GIF89a');
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('counts an impression once per visitor and day, apart from the views', async () => {
    await vi.waitFor(async () => expect(await impressions(open)).toBe(1));
    await pixel(open);
    await pixel(open, { agent: 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await settle();
    expect(await impressions(open)).toBe(1);
    await pixel(open, { address: '198.51.100.8' });
    await vi.waitFor(async () => expect(await impressions(open)).toBe(2));
    expect((await jobFigureTotals(state.db, [open])).get(open)!.views).toBe(0);
  });

  it.each([
    ['an archived job', () => archived, REGION],
    ['a job of another site', () => open, 'rosenheim'],
    ['an id that names nothing', () => 'kein-job', REGION],
  ])('shows the image for %s and counts nothing', async (_name, id, region) => {
    const before = await impressions(open);
    const response = await pixel(id(), { region, address: '192.0.2.99' });
    expect(response.status).toBe(200);
    await settle();
    expect(await impressions(open)).toBe(before);
    expect(await impressions(archived)).toBe(0);
  });

  it('answers 404 on no site', async () => {
    expect((await pixel(open, { region: '' })).status).toBe(404);
  });
});
