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
