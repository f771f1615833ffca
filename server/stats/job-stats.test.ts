// @module-tag postgres
// Counting without tracking: bots and prefetches are not counted, one view per visitor, job and day, and the
// daily marks and salts go with their day.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { jobs, statsDailyMarks, statsDailySalts } from '../db/schema';
import { countableVisitor, isBotUserAgent, isPrefetch } from './countable';
import { countSafely } from './count-request';
import {
  addToDailyStats,
  countVisitorEvent,
  daysBetween,
  jobDailyFigures,
  jobFigureTotals,
  purgePastStatsMarks,
  statsDay,
} from './job-stats';

let db: Db;
let fx: Fixtures;
let job: string;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const visitor = { address: '203.0.113.7', userAgent: FIREFOX };
// Days of their own, far from the real today, so the test's marks never meet those of a running site.
const MONDAY = new Date('2031-03-10T09:00:00Z');
const TUESDAY = new Date('2031-03-11T09:00:00Z');

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  const [row] = await db
    .insert(jobs)
    .values({ regionId: REGION, organizationId: fx.strangerOrganization, title: 'Zählstelle', state: 'published' })
    .returning({ id: jobs.id });
  job = row.id;
});
afterAll(async () => {
  await db.delete(jobs).where(eq(jobs.id, job));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const headers = (values: Record<string, string>) => new Headers(values);

describe('who is counted', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['a link preview', 'facebookexternalhit/1.1', true],
    ['headless Chrome', 'Mozilla/5.0 HeadlessChrome/140.0.0.0 Safari/537.36', true],
    ['curl', 'curl/8.5.0', true],
    ['no user agent', '', true],
    ['Firefox', FIREFOX, false],
    ['Safari on a phone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari', false],
  ])('%s is a bot: %s', (_name, agent, bot) => {
    expect(isBotUserAgent(agent)).toBe(bot);
  });

  it.each([
    [{ 'next-router-prefetch': '1' }, true],
    [{ purpose: 'prefetch' }, true],
    [{ 'sec-purpose': 'prefetch;prerender' }, true],
    [{ 'sec-purpose': 'prefetch' }, true],
    [{ accept: 'text/html' }, false],
  ])('%o is a prefetch: %s', (values, prefetch) => {
    expect(isPrefetch(headers(values))).toBe(prefetch);
  });

  it('gives no visitor for bots and prefetches, and one for a browser', () => {
    expect(countableVisitor(headers({ 'user-agent': 'Googlebot/2.1' }))).toBeNull();
    expect(countableVisitor(headers({ 'user-agent': FIREFOX, 'sec-purpose': 'prefetch' }))).toBeNull();
    expect(countableVisitor(headers({ 'user-agent': FIREFOX }))).toMatchObject({ userAgent: FIREFOX });
  });
});

describe('one view per visitor, job and day', () => {
  it('counts the first view, not the second of the same day, and again the next day', async () => {
    expect(await countVisitorEvent(db, { jobId: job, event: 'view', visitor, now: MONDAY })).toBe(true);
    expect(await countVisitorEvent(db, { jobId: job, event: 'view', visitor, now: MONDAY })).toBe(false);
    // Another visitor, and another event of the same visitor, count on their own.
    const other = { ...visitor, address: '198.51.100.4' };
    expect(await countVisitorEvent(db, { jobId: job, event: 'view', visitor: other, now: MONDAY })).toBe(true);
    expect(await countVisitorEvent(db, { jobId: job, event: 'outbound_click', visitor, now: MONDAY })).toBe(true);
    expect(await countVisitorEvent(db, { jobId: job, event: 'view', visitor, now: TUESDAY })).toBe(true);
    // The tracking pixel on another page: once per visitor and day, apart from the job page's views.
    expect(await countVisitorEvent(db, { jobId: job, event: 'pixel_impression', visitor, now: TUESDAY })).toBe(true);
    expect(await countVisitorEvent(db, { jobId: job, event: 'pixel_impression', visitor, now: TUESDAY })).toBe(false);
    await addToDailyStats(db, job, 'application', TUESDAY);

    const days = await jobDailyFigures(db, job, '2031-03-09', '2031-03-11');
    expect(days).toEqual([
      { day: '2031-03-09', views: 0, applyStarts: 0, applications: 0, outboundClicks: 0, pixelImpressions: 0 },
      { day: '2031-03-10', views: 2, applyStarts: 0, applications: 0, outboundClicks: 1, pixelImpressions: 0 },
      { day: '2031-03-11', views: 1, applyStarts: 0, applications: 1, outboundClicks: 0, pixelImpressions: 1 },
    ]);
    expect((await jobFigureTotals(db, [job])).get(job)).toEqual({
      views: 3,
      applyStarts: 0,
      applications: 1,
      outboundClicks: 1,
    });
  });

  it('stores neither the address nor the user agent', async () => {
    const marks = await db.select().from(statsDailyMarks).where(eq(statsDailyMarks.day, '2031-03-10'));
    expect(marks.length).toBeGreaterThan(0);
    for (const { mark } of marks) {
      expect(mark).not.toContain('203.0.113.7');
      expect(mark).not.toContain('Firefox');
    }
  });

  it('purges the marks and salts of past days, keeping today', async () => {
    const wednesday = new Date('2031-03-12T09:00:00Z');
    await countVisitorEvent(db, { jobId: job, event: 'view', visitor, now: wednesday });
    expect(await purgePastStatsMarks(db, wednesday)).toBeGreaterThanOrEqual(5);
    const left = await db.select({ day: statsDailyMarks.day }).from(statsDailyMarks);
    expect(left.every((row) => row.day >= '2031-03-12')).toBe(true);
    const salts = await db.select({ day: statsDailySalts.day }).from(statsDailySalts);
    expect(salts.map((s) => s.day)).toEqual(['2031-03-12']);
    // The counted figures stay.
    expect((await jobFigureTotals(db, [job])).get(job)?.views).toBe(4);
    // The test's own day goes too.
    await db.delete(statsDailySalts);
    await db.delete(statsDailyMarks);
  });
});

describe('one client', () => {
  it('is counted only within its hourly allowance, whatever user agent it sends', async () => {
    const rule = { name: `stats-test-${job}`, limit: 2, windowSeconds: 3600 };
    const as = (agent: string) => ({
      jobId: job,
      event: 'apply_start' as const,
      visitor: { address: '192.0.2.77', userAgent: agent },
    });
    expect(await countSafely(db, as('Agent A'), rule)).toBe(true);
    expect(await countSafely(db, as('Agent B'), rule)).toBe(true);
    expect(await countSafely(db, as('Agent C'), rule)).toBe(false);
  });
});

describe('days', () => {
  it.each([
    [new Date('2031-03-10T22:59:00Z'), '2031-03-10'],
    [new Date('2031-03-10T23:01:00Z'), '2031-03-11'],
    [new Date('2031-07-10T21:59:00Z'), '2031-07-10'],
    [new Date('2031-07-10T22:01:00Z'), '2031-07-11'],
  ])('%s is %s in Germany', (at, day) => {
    expect(statsDay(at)).toBe(day);
  });

  it('lists every day of a period', () => {
    expect(daysBetween('2031-03-30', '2031-04-01')).toEqual(['2031-03-30', '2031-03-31', '2031-04-01']);
    expect(daysBetween('2031-04-02', '2031-04-01')).toEqual([]);
  });
});
