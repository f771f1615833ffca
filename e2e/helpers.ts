import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { getRegion } from '../regions/registry';
import { RegionContext } from '../server/seed/context';
import { planJobs } from '../server/seed/jobs';
import { planOrganizations } from '../server/seed/organizations';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The local address of a region: every site answers at `<id>.localhost`. */
export function siteUrl(regionId: string, path = '/'): string {
  return `http://${regionId}.localhost:${PORT}${path}`;
}

export async function expectFramingHeaders(headers: Record<string, string>): Promise<void> {
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
}

export async function openSite(page: Page, regionId: string, path = '/') {
  const response = await page.goto(siteUrl(regionId, path));
  if (!response) throw new Error(`no response for ${path}`);
  return response;
}

/**
 * An HTTP request to a site from the test process. Node does not resolve `*.localhost` the way browsers
 * do, so it goes to 127.0.0.1 with the site's Host header; redirects are not followed (their Location
 * names the site host).
 */
export function siteRequest(request: APIRequestContext, regionId: string, path: string) {
  return request.get(`http://127.0.0.1:${PORT}${path}`, {
    headers: { Host: `${regionId}.localhost:${PORT}` },
    maxRedirects: 0,
  });
}

/** Site-relative paths a site lists in one of its sitemaps (docs/product.md §2 /{type}/sitemap.xml). */
async function sitemapPaths(
  request: APIRequestContext,
  regionId: string,
  type: 'job' | 'organization',
): Promise<string[]> {
  const response = await siteRequest(request, regionId, `/${type}/sitemap.xml`);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The open jobs of a site, from its job sitemap. */
export const openJobPaths = (request: APIRequestContext, regionId: string) => sitemapPaths(request, regionId, 'job');

/** The employer pages of a site, from its organization sitemap. */
export const employerPaths = (request: APIRequestContext, regionId: string) =>
  sitemapPaths(request, regionId, 'organization');

/** The first open job of a site whose application runs through our form; the page is left open on it. */
export async function jobWithApplicationForm(
  page: Page,
  request: APIRequestContext,
  regionId: string,
): Promise<string> {
  for (const path of (await openJobPaths(request, regionId)).slice(0, 15)) {
    await page.goto(siteUrl(regionId, path));
    if (await page.getByRole('button', { name: 'Bewerbung absenden' }).count()) return path;
  }
  throw new Error(`no job with the application form on ${regionId}`);
}

/** axe-core with the WCAG 2.1 A/AA rules: serious and critical violations fail the test. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // After a client-side move (the posting wizard's steps) React sets the new <title> a moment after the new
  // content: wait for it, so axe judges the page and not that moment (a page without a title still fails here).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * An archived job of the demo data the e2e server seeded: the seed is a pure plan of seed 1 and today's
 * reference date (scripts/e2e-server.sh), so the test plans the same jobs without asking the database.
 */
export function endedJobPath(regionId: string): string {
  const referenceDate = new Date(`${new Date().toISOString().slice(0, 10)}T08:00:00Z`);
  const ctx = new RegionContext(getRegion(regionId)!, { seed: 1, referenceDate });
  const job = planJobs(ctx, planOrganizations(ctx).organizations).jobs.find((j) => j.state === 'archived');
  if (!job) throw new Error(`the demo data of ${regionId} has no archived job`);
  return `/job/${job.id}`;
}
