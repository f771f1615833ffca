import { getRegion } from '@/regions/registry';
import { siteOrigin } from '@/lib/seo/canonical-url';
import { getDb } from '@/server/db/client';
import { listJobRoutes } from '@/server/sitemaps/list-job-routes';
import { listLandingRoutes } from '@/server/sitemaps/list-landing-routes';
import { listOrganizationRoutes } from '@/server/sitemaps/list-organization-routes';
import { renderSitemapIndex, renderSitemapXsl, renderUrlSet } from '@/server/sitemaps/render-sitemap';

export const dynamic = 'force-dynamic';

/** Content types with a sitemap (§2 /{type}/sitemap.xml). */
const TYPES = ['page', 'job', 'organization'] as const;

const xml = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
const NOT_FOUND = () => xml('<?xml version="1.0" encoding="UTF-8"?>\n<error>not found</error>\n', 404);

/** §2 sitemap paths the proxy hands over: /sitemap.xml, /{type}/sitemap.xml, /{lang}/{type}/sitemap.xml, .xsl. */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string; path: string[] }> }) {
  const { region: regionId, path } = await params;
  const region = getRegion(regionId);
  if (!region) return NOT_FOUND();
  const file = path.at(-1);
  if (file === 'sitemap.xsl') return new Response(renderSitemapXsl(), { headers: { 'Content-Type': 'text/xsl; charset=utf-8' } });
  if (file !== 'sitemap.xml' || path[0] === 'sitemap') return NOT_FOUND();

  const origin = siteOrigin(region);
  if (path.length === 1) return xml(renderSitemapIndex(origin, TYPES.map((t) => `/${t}/sitemap.xml`)));

  const [language, type] = path.length === 3 ? [path[0], path[1]] : [region.DEFAULT_LOCALE, path[0]];
  if (!region.LOCALES.includes(language as 'de') || !TYPES.includes(type as (typeof TYPES)[number])) return NOT_FOUND();
  const db = await getDb();
  const entries =
    type === 'job' ? await listJobRoutes(db, region.id) : type === 'organization' ? await listOrganizationRoutes(db, region.id) : await listLandingRoutes(db, region.id, language);
  return xml(renderUrlSet(origin, entries));
}
