// @module-tag postgres
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIONS } from '../../regions/registry';
import type { DbHandle } from '../db/client';
import { landingPages, routeSlugs } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { getRoutInfo } from '../routes/get-rout-info';
import { SELLER_MARKER } from '../../regions/seller-marker';
import { landingPageTexts } from './landing-page-texts';
import { seedLandingPages, type SeedRegion } from './landing-pages';

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'li', 'a', 'strong']);

describe('seedLandingPages', () => {
  let handle: DbHandle;
  const regions: SeedRegion[] = [
    {
      id: testRegionId('seed-a'),
      SITENAME: 'JOBmarkt NRW & Co',
      REGION_NAME: 'Nordrhein-Westfalen',
      SELLER: { paymentTermDays: 14 },
    },
    {
      id: testRegionId('seed-b'),
      SITENAME: 'rosenheimjobs.de',
      REGION_NAME: 'Rosenheim',
      SELLER: { paymentTermDays: 21 },
    },
    {
      id: testRegionId('seed-c'),
      SITENAME: 'Jobs im Schwarzwald',
      REGION_NAME: 'Schwarzwald',
      SELLER: { paymentTermDays: 14 },
    },
  ];
  const regionIds = regions.map((r) => r.id);

  beforeAll(async () => {
    handle = await openTestDb();
  });
  afterAll(async () => {
    await deleteTestRegions(handle, regionIds);
    await handle.close();
  });

  const counts = async () => {
    const [routes] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(routeSlugs)
      .where(inArray(routeSlugs.regionId, regionIds));
    const [pages] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(landingPages)
      .where(inArray(landingPages.regionId, regionIds));
    return { routes: Number(routes.n), pages: Number(pages.n) };
  };

  it('is idempotent: a second run gives the same row counts', async () => {
    const first = await seedLandingPages(handle.db, regions);
    expect(first).toEqual({ regions: 3, pages: 12, redirects: 3, gone: 3 });
    const after1 = await counts();
    expect(after1).toEqual({ pages: 12, routes: 18 });
    await seedLandingPages(handle.db, regions);
    expect(await counts()).toEqual(after1);
  });

  it('makes the pages, the redirect and the gone path resolvable per region', async () => {
    const [nrw, rosenheim, schwarzwald] = regions;
    const lookup = (regionId: string, slug: string) => getRoutInfo(handle.db, { regionId, slug, language: 'de' });

    const privacy = await lookup(nrw.id, '/datenschutz');
    expect(privacy.kind).toBe('content');
    if (privacy.kind !== 'content') return;
    expect(privacy.entity.body).toContain('JOBmarkt NRW &amp; Co');
    expect(privacy.entity.body.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(4);
    expect(privacy.metatags.find((m) => m.meta === 'description')?.value).toContain('JOBmarkt NRW & Co');

    // The seller is rendered from the config where the marker stands; no seeded text names a company.
    const imprint = await lookup(rosenheim.id, '/impressum');
    expect(imprint.kind === 'content' && imprint.entity.body).toContain(SELLER_MARKER);
    const terms = await lookup(rosenheim.id, '/agb');
    expect(terms.kind === 'content' && terms.entity.body).toContain(SELLER_MARKER);
    expect(terms.kind === 'content' && terms.entity.body).toContain('innerhalb von 21 Tagen');
    for (const page of [privacy, imprint, terms])
      expect(page.kind === 'content' && page.entity.body).not.toMatch(/GmbH|HRB|DE\d{9}/);

    // The sites' contact pages are the app's contact form, never a landing page.
    expect((await lookup(nrw.id, '/kontakt-JOBmarktNRW')).kind).toBe('error');

    expect(await lookup(schwarzwald.id, '/stellenangebote')).toEqual({ kind: 'redirect', code: 308, target: '/jobs' });
    expect(await lookup(schwarzwald.id, '/sommerjobs-2019')).toEqual({ kind: 'error', code: 410, reason: 'gone' });
  });
});

describe('landingPageTexts for every real region', () => {
  it.each(REGIONS.map((r) => [r.id, r] as const))('%s gets its pages in filtered_html', (_id, region) => {
    const pages = landingPageTexts(region);
    const slugs = pages.map((p) => p.slug);
    expect(slugs).toEqual(['/datenschutz', '/impressum', '/agb', '/pflege-jobs']);
    for (const page of pages) {
      const tags = [...page.body.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
      expect(tags.filter((t) => !ALLOWED_TAGS.has(t))).toEqual([]);
      expect(page.description.length).toBeLessThanOrEqual(200);
    }
    expect(pages[0].body).toContain(region.SITENAME.replace(/&/g, '&amp;'));
  });
});
