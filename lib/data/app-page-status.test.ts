// The status the proxy gives app paths, against a real database (the test helpers point getDb() at it).
import { closeGraphQLTestDb, openGraphQLTestDb, REGION as SITE } from '@/server/graphql/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { blogPosts, jobs, organizations, taxonomyTerms } from '@/server/db/schema';
import { deleteTestRegions, testRegionId } from '@/server/db/testing';
import { appPageStatus } from './app-page-status';

let db: Db;
const region = testRegionId('page-status');
const tag = randomUUID().slice(0, 8);
const TID = 900_000_000 + randomInt(0, 90_000_000);
const DAY = 86_400_000;
const ids: Record<string, string> = {};
/** An employer with 11 open jobs on a real site, so its listing has exactly two pages. */
const ELEVEN = `elf-${tag}`;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  await db.insert(taxonomyTerms).values([
    { vocabulary: 'employment_type', tid: TID, label: `Teilzeit ${tag}`, pathAliases: { de: `teilzeit-${tag}` } },
    { vocabulary: 'occupational_field', tid: TID + 1, label: `Pflege ${tag}`, pathAliases: { de: `pflege-${tag}` } },
    { vocabulary: 'occupational_field', tid: TID + 2, label: `IT ${tag}`, pathAliases: { de: `it-${tag}` } },
    // The alias a qualifier word names (lib/search/qualifier-words.ts).
    { vocabulary: 'employment_type', tid: TID + 3, label: 'Teilzeit', pathAliases: { de: 'teilzeit' } },
  ]);
  const [org] = await db
    .insert(organizations)
    .values({ regionId: region, slug: `offen-${tag}`, name: 'Offen GmbH' })
    .returning({ id: organizations.id });
  const past = new Date(Date.now() - 10 * DAY);
  const rows = await db
    .insert(jobs)
    .values([
      {
        regionId: region,
        organizationId: org.id,
        title: 'Offen',
        state: 'published',
        publishedAt: past,
        locationLabel: 'Bad Tölz',
        occupationalFields: [TID + 1],
      },
      { regionId: region, organizationId: org.id, title: 'Beendet', state: 'archived', publishedAt: past },
      { regionId: region, organizationId: org.id, title: 'In Prüfung', state: 'needs_review' },
    ])
    .returning({ id: jobs.id });
  [ids.open, ids.ended, ids.review] = rows.map((r) => r.id);
  const [eleven] = await db
    .insert(organizations)
    .values({ regionId: SITE, slug: ELEVEN, name: 'Elf GmbH' })
    .returning({ id: organizations.id });
  await db.insert(jobs).values(
    Array.from({ length: 11 }, (_, i) => ({
      regionId: SITE,
      organizationId: eleven.id,
      title: `Stelle ${i + 1}`,
      state: 'published' as const,
      publishedAt: past,
    })),
  );
});
afterAll(async () => {
  await db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [TID, TID + 1, TID + 2, TID + 3]));
  const [eleven] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, ELEVEN));
  await db.delete(jobs).where(eq(jobs.organizationId, eleven.id));
  await db.delete(organizations).where(eq(organizations.id, eleven.id));
  await deleteTestRegions({ db }, [region]);
  await closeGraphQLTestDb();
});

describe('appPageStatus: the status the proxy sends for an app path', () => {
  it.each([
    ['the front page', '/', 200],
    ['the listing', '/jobs', 200],
    ['the listing under a known facet path', () => `/jobs/teilzeit-${tag}`, 200],
    ['the listing under an unknown facet path', '/jobs/gibt-es-nicht', 404],
    ['the listing under a malformed escape', '/jobs/%E0%A4%A', 404],
    ['a town with open jobs', '/jobs/bad-toelz', 200],
    ['a field in a town with open jobs of it', () => `/jobs/pflege-${tag}/bad-toelz`, 200],
    ['a field without jobs in that town', () => `/jobs/it-${tag}/bad-toelz`, 404],
    ['a town without open jobs', () => `/jobs/pflege-${tag}/muenchen`, 404],
    ['a town after a facet other than the field', () => `/jobs/teilzeit-${tag}/bad-toelz`, 404],
    ['a town written otherwise than its slug', '/jobs/Bad-Toelz', 404],
    ['an open job', () => `/job/${ids.open}`, 200],
    ['an ended job', () => `/job/${ids.ended}`, 410],
    ['a job under review', () => `/job/${ids.review}`, 404],
    ['an unknown job', `/job/${randomUUID()}`, 404],
    ['a job id with a malformed escape', '/job/%E0%A4%A', 404],
    ['a published employer', () => `/organization/offen-${tag}`, 200],
    ['an unknown employer', '/organization/niemand', 404],
    ['a path below a docs/product.md §2 prefix that no page answers', '/checkout/unbekannt', 404],
    ['a path deeper than the job page', '/job/a/b', 404],
  ])('%s → %s', async (_case, pathname, status) => {
    expect(await appPageStatus(region, typeof pathname === 'function' ? pathname() : pathname)).toBe(status);
  });

  it('shows the demo mailbox only when the demo turns it on and mails are not sent over SMTP', async () => {
    const saved = { SMTP_URL: process.env.SMTP_URL, DEMO_MAILBOX: process.env.DEMO_MAILBOX };
    try {
      delete process.env.SMTP_URL;
      delete process.env.DEMO_MAILBOX;
      // A production start without a mail server: the sign-in links stay private.
      expect(await appPageStatus(region, '/user/dev-mailbox')).toBe(404);
      process.env.DEMO_MAILBOX = '1';
      expect(await appPageStatus(region, '/user/dev-mailbox')).toBe(200);
      process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
      expect(await appPageStatus(region, '/user/dev-mailbox')).toBe(404);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('has the Merkliste only on a site that turned it on (docs/product.md §1.4)', async () => {
    expect(await appPageStatus(SITE, '/bookmarks')).toBe(200);
    expect(await appPageStatus('rosenheim', '/bookmarks')).toBe(404);
  });
});

describe('appPageStatus: listing pages past the last one are missing', () => {
  const employer = `/jobs?job_organization_name=${ELEVEN}`;
  it.each([
    ['the first of two pages', `${employer}`, 200],
    ['page 1 named in the URL', `${employer}&page=1`, 200],
    ['the last page (one job)', `${employer}&page=2`, 200],
    ['the page after the last', `${employer}&page=3`, 404],
    ['page 999', `${employer}&page=999`, 404],
    ['the first page of a search without results (the empty state)', '/jobs?search=Xylophonstimmerqwz', 200],
    ['a second page of a search without results', '/jobs?search=Xylophonstimmerqwz&page=2', 404],
  ])('%s → %s', async (_case, url, status) => {
    const { pathname, searchParams } = new URL(url, 'http://franken.localhost');
    expect(await appPageStatus(SITE, pathname, searchParams)).toBe(status);
  });
});

describe('appPageStatus: qualifier words in a listing search are answered with the listing filtered by them', () => {
  it.each([
    ['a word and a qualifier', '/jobs?search=Pflege+Teilzeit', '/jobs/teilzeit?search=Pflege'],
    [
      'the qualifier alone, from the GET form',
      '/jobs?search=Teilzeit&geo_location=&radius=25',
      '/jobs/teilzeit?radius=25',
    ],
    ['a facet already in the path', () => `/jobs/pflege-${tag}?search=Teilzeit`, () => `/jobs/pflege-${tag}/teilzeit`],
    [
      'a town page',
      '/jobs/bad-toelz?search=Teilzeit+Pflege',
      () => `/jobs/bad-toelz?search=Pflege&employment_type=${TID + 3}`,
    ],
    ['a later page starts again at the first', '/jobs?search=Pflege+Teilzeit&page=3', '/jobs/teilzeit?search=Pflege'],
  ])('%s', async (_case, url, target) => {
    const { pathname, searchParams } = new URL(typeof url === 'function' ? url() : url, 'http://franken.localhost');
    const redirect = typeof target === 'function' ? target() : target;
    expect(await appPageStatus(region, pathname, searchParams)).toEqual({ redirect });
  });

  it.each([
    ['a word that only begins like one', '/jobs?search=Ausbildungsleiter'],
    ['a qualifier in quotes', '/jobs?search=%22Teilzeit%22'],
    ['a negated qualifier', '/jobs?search=Pflege+-Teilzeit'],
    ['a qualifier whose term the site lacks', '/jobs?search=Minijob'],
  ])('%s stays a search word', async (_case, url) => {
    const { pathname, searchParams } = new URL(url, 'http://franken.localhost');
    expect(await appPageStatus(region, pathname, searchParams)).toBe(200);
  });
});

describe('appPageStatus: the blog is there where the site has it (docs/product-decisions.md "Blog")', () => {
  const BLOG = 'chiemgau';
  const slug = (i: number) => `status-${tag}-${i}`;
  beforeAll(async () => {
    // Eleven published posts: the list has two pages; one draft, which has no page.
    await db.insert(blogPosts).values([
      ...Array.from({ length: 11 }, (_, i) => ({
        regionId: BLOG,
        slug: slug(i),
        title: `Beitrag ${i}`,
        state: 'published' as const,
        publishedAt: new Date(),
      })),
      { regionId: BLOG, slug: `entwurf-${tag}`, title: 'Entwurf' },
    ]);
  });
  afterAll(async () => {
    await db.delete(blogPosts).where(eq(blogPosts.regionId, BLOG));
  });

  it.each([
    ['the list', BLOG, '/blog', 200],
    ['its second page', BLOG, '/blog?page=2', 200],
    ['a page past the last', BLOG, '/blog?page=999', 404],
    ['a published post', BLOG, () => `/blog/${slug(3)}`, 200],
    ['a draft', BLOG, () => `/blog/entwurf-${tag}`, 404],
    ['an unknown post', BLOG, '/blog/gibt-es-nicht', 404],
    ['the feed', BLOG, '/blog/rss.xml', 200],
    ['the editors’ list', BLOG, '/blog/redaktion', 200],
    ['a post in the editor', BLOG, `/blog/redaktion/${randomUUID()}`, 200],
    ['the list where the site has no blog', SITE, '/blog', 404],
    ['a post there', SITE, () => `/blog/${slug(3)}`, 404],
    ['the feed there', SITE, '/blog/rss.xml', 404],
    ['the editor there', SITE, '/blog/redaktion/neu', 404],
  ])('%s (%s) → %s', async (_case, site, url, status) => {
    const { pathname, searchParams } = new URL(typeof url === 'function' ? url() : url, 'http://site.localhost');
    expect(await appPageStatus(site, pathname, searchParams)).toBe(status);
  });
});
