import type { SitemapEntry } from './list-landing-routes';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const stylesheet = (href: string) => `<?xml-stylesheet type="text/xsl" href="${escapeXml(href)}"?>\n`;

/** A sitemap index naming one sitemap per content type. */
export function renderSitemapIndex(origin: string, sitemapPaths: string[]): string {
  const items = sitemapPaths.map((p) => `  <sitemap><loc>${escapeXml(origin + p)}</loc></sitemap>`).join('\n');
  return `${HEAD}${stylesheet('/sitemap.xsl')}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** One sitemap of absolute URLs with their last change. */
export function renderUrlSet(origin: string, entries: SitemapEntry[]): string {
  const items = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + encodeURI(e.path))}</loc><lastmod>${e.lastModified.toISOString()}</lastmod></url>`,
    )
    .join('\n');
  return `${HEAD}${stylesheet('/sitemap.xsl')}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}

/** Renders sitemaps as a readable list when a person opens them in a browser. */
export function renderSitemapXsl(): string {
  return `${HEAD}<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9">
  <xsl:output method="html" encoding="UTF-8"/>
  <xsl:template match="/">
    <html lang="de"><head><title>Sitemap</title></head><body>
      <h1>Sitemap</h1>
      <ul>
        <xsl:for-each select="//s:loc"><li><a href="{.}"><xsl:value-of select="."/></a></li></xsl:for-each>
      </ul>
    </body></html>
  </xsl:template>
</xsl:stylesheet>
`;
}
