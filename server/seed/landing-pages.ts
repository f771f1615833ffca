import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { landingPages, routeSlugs } from '../db/schema';
import { type LandingPageText, landingPageTexts, type SeedRegion } from './landing-page-texts';

export type { SeedRegion } from './landing-page-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RouteValues = typeof routeSlugs.$inferInsert;

/** Demo routes that are not pages, so redirects and 410 can be tried on every site. */
export const DEMO_REDIRECT = { slug: '/stellenangebote', code: 308, target: '/jobs' } as const;
export const DEMO_GONE = { slug: '/sommerjobs-2019', reason: 'gone' } as const;

export type SeedLandingPagesResult = { regions: number; pages: number; redirects: number; gone: number };

/** Inserts or replaces one route by its natural key (region, language, slug); fields it does not use are cleared. */
async function upsertRoute(tx: Tx, values: RouteValues): Promise<void> {
  const row: RouteValues = {
    kind: 'content',
    landingPageId: null,
    jobId: null,
    organizationId: null,
    redirectCode: null,
    redirectTarget: null,
    goneReason: null,
    metatags: {},
    ...values,
  };
  const { regionId: _r, language: _l, slug: _s, ...update } = row;
  await tx
    .insert(routeSlugs)
    .values(row)
    .onConflictDoUpdate({ target: [routeSlugs.regionId, routeSlugs.language, routeSlugs.slug], set: update });
}

/** Upsert by region + language + slug: the page behind an existing route is updated in place. */
async function upsertPage(tx: Tx, regionId: string, language: string, page: LandingPageText): Promise<void> {
  const [route] = await tx
    .select({ landingPageId: routeSlugs.landingPageId })
    .from(routeSlugs)
    .where(and(eq(routeSlugs.regionId, regionId), eq(routeSlugs.language, language), eq(routeSlugs.slug, page.slug)));
  const fields = {
    title: page.title,
    body: page.body,
    bodyFormat: 'filtered_html' as const,
    state: 'published' as const,
  };
  let landingPageId = route?.landingPageId ?? null;
  if (landingPageId) {
    await tx.update(landingPages).set(fields).where(eq(landingPages.id, landingPageId));
  } else {
    const [created] = await tx
      .insert(landingPages)
      .values({ regionId, language, ...fields })
      .returning({ id: landingPages.id });
    landingPageId = created.id;
  }
  await upsertRoute(tx, {
    regionId,
    language,
    slug: page.slug,
    kind: 'content',
    landingPageId,
    metatags: { description: page.description },
  });
}

/**
 * Gives every region its German demo pages (/datenschutz, /impressum, /agb, the topic page /pflege-jobs) plus
 * /stellenangebote (308 → /jobs) and /sommerjobs-2019 (410). Idempotent: a second run changes no row count.
 */
export async function seedLandingPages(
  db: Db,
  regions: readonly SeedRegion[],
  language = 'de',
): Promise<SeedLandingPagesResult> {
  const result: SeedLandingPagesResult = { regions: 0, pages: 0, redirects: 0, gone: 0 };
  for (const region of regions) {
    const pages = landingPageTexts(region);
    await db.transaction(async (tx) => {
      for (const page of pages) await upsertPage(tx, region.id, language, page);
      await upsertRoute(tx, {
        regionId: region.id,
        language,
        slug: DEMO_REDIRECT.slug,
        kind: 'redirect',
        redirectCode: DEMO_REDIRECT.code,
        redirectTarget: DEMO_REDIRECT.target,
      });
      await upsertRoute(tx, {
        regionId: region.id,
        language,
        slug: DEMO_GONE.slug,
        kind: 'gone',
        goneReason: DEMO_GONE.reason,
      });
    });
    result.regions += 1;
    result.pages += pages.length;
    result.redirects += 1;
    result.gone += 1;
  }
  return result;
}
