import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  return request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: `${regionId}.localhost:${PORT}` }, maxRedirects: 0 });
}

/** Site-relative paths a site lists in one of its sitemaps (§2 /{type}/sitemap.xml). */
async function sitemapPaths(request: APIRequestContext, regionId: string, type: 'job' | 'organization'): Promise<string[]> {
  const response = await siteRequest(request, regionId, `/${type}/sitemap.xml`);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The open jobs of a site, from its job sitemap. */
export const openJobPaths = (request: APIRequestContext, regionId: string) => sitemapPaths(request, regionId, 'job');

/** The employer pages of a site, from its organization sitemap. */
export const employerPaths = (request: APIRequestContext, regionId: string) => sitemapPaths(request, regionId, 'organization');

