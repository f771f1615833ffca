import { describe, expect, it } from 'vitest';
import { renderSitemapIndex, renderUrlSet } from './render-sitemap';

describe('sitemaps', () => {
  it('the index lists absolute sitemap URLs on the site origin', () => {
    const xml = renderSitemapIndex('https://jobs-in-franken.de', ['/page/sitemap.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://jobs-in-franken.de/page/sitemap.xml</loc>');
  });

  it('a URL set has absolute, escaped URLs with lastmod', () => {
    const xml = renderUrlSet('https://jobs-in-franken.de', [
      { path: '/über-uns&team', lastModified: new Date('2026-11-01T00:00:00Z') },
    ]);
    expect(xml).toContain(
      '<loc>https://jobs-in-franken.de/%C3%BCber-uns&amp;team</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>',
    );
  });
});
