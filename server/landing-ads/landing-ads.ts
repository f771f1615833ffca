import { SELLER_MARKER } from '../../regions/seller-marker';

/**
 * Job ads on landing pages (docs/product.md §1.4 LANDING_ADS, docs/product-decisions.md "Job ads on landing pages"):
 * which pages get the block, which search it shows and which of the hits it picks.
 */

/** The legal texts every site has (the footer links them): never an ad block there, whatever the flag. */
export const LEGAL_PAGE_PATHS: readonly string[] = ['/impressum', '/datenschutz', '/agb'];

/** Jobs the block shows at most. */
export const LANDING_ADS_COUNT = 5;

/**
 * The editor's marker naming the block's search in a page's HTML, a paragraph of its own:
 * `<p>{{stellenanzeigen: Pflege}}</p>`, or `<p>{{stellenanzeigen}}</p>` for the site's newest jobs.
 */
const MARKER = /<p>\s*\{\{\s*stellenanzeigen\s*(?::([^{}<]*))?\}\}\s*<\/p>/gi;

/** Longest search a marker may name; the search API's own limit is higher. */
const MAX_SEARCH = 100;

type AdsRegion = { FEATURES: { LANDING_ADS: boolean }; PRIVACY_LINK: string };

/** What a landing page renders: its body without markers and the search of its ad block (null: no block). */
export type LandingAdsPlan = { body: string; ads: { search: string } | null };

/** A legal text: one of the footer's legal paths, the site's privacy page, or a page naming the seller. */
export function isLegalPage(region: Pick<AdsRegion, 'PRIVACY_LINK'>, slug: string, body: string): boolean {
  return LEGAL_PAGE_PATHS.includes(slug) || slug === region.PRIVACY_LINK || body.includes(SELLER_MARKER);
}

/**
 * The block of a page: none where the flag is off or the page is a legal text; else the search of its first
 * marker (the site's newest jobs without one). Markers never reach the visitor, whatever the flag.
 */
export function landingAdsPlan(region: AdsRegion, slug: string, body: string): LandingAdsPlan {
  const searches = [...body.matchAll(MARKER)].map((m) => (m[1] ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH));
  const clean = searches.length ? body.replace(MARKER, '') : body;
  const shows = region.FEATURES.LANDING_ADS && !isLegalPage(region, slug, body);
  return { body: clean, ads: shows ? { search: searches[0] ?? '' } : null };
}

/** The jobs of the block: featured ones first, each group in the search's (newest first) order. */
export function pickLandingAds<T extends { featured: boolean }>(jobs: readonly T[], count = LANDING_ADS_COUNT): T[] {
  return [...jobs.filter((j) => j.featured), ...jobs.filter((j) => !j.featured)].slice(0, count);
}
