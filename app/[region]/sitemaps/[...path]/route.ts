import { getRegion } from '@/regions/registry';
import { siteOrigin } from '@/regions/site-origin';
import {
  listSitemapEntries,
  renderSitemapIndex,
  renderSitemapXsl,
  renderUrlSet,
  siteSitemapTypes,
  type SitemapType,
} from '@/lib/data/sitemaps';

export const dynamic = 'force-dynamic';

const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
const NOT_FOUND = () => xml('<?xml version="1.0" encoding="UTF-8"?>\n<error>not found</error>\n', 404);

/**
 * docs/product.md §2 sitemap paths the proxy hands over: /sitemap.xml, /{type}/sitemap.xml, /{lang}/{type}/sitemap.xml,
 * .xsl.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string; path: string[] }> }) {
  const { region: regionId, path } = await params;
  const region = getRegion(regionId);
  if (!region) return NOT_FOUND();
  const file = path.at(-1);
  if (file === 'sitemap.xsl')
    return new Response(renderSitemapXsl(), { headers: { 'Content-Type': 'text/xsl; charset=utf-8' } });
  if (file !== 'sitemap.xml' || path[0] === 'sitemap') return NOT_FOUND();

  const origin = siteOrigin(region);
  if (path.length === 1)
    return xml(
      renderSitemapIndex(
        origin,
        siteSitemapTypes(region).map((t) => `/${t}/sitemap.xml`),
      ),
    );

  const [language, type] = path.length === 3 ? [path[0], path[1]] : [region.DEFAULT_LOCALE, path[0]];
  if (!region.LOCALES.includes(language as 'de') || !siteSitemapTypes(region).includes(type as SitemapType))
    return NOT_FOUND();
  return xml(renderUrlSet(origin, await listSitemapEntries(region, type as SitemapType, language)));
}
