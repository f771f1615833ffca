// Server only: reads the site files with node:fs when first imported (a client bundle importing it fails the build).
// No `import 'server-only'`: tsx processes (seeds, the worker, scripts/generate-region-assets.ts) import it too.
import type { Region } from './build-region';
import { loadSites, sitesDir } from './load-sites';
import type { SiteOverrides } from './settings-table';

/**
 * Every site of SITES_DIR (default regions/sites), read and validated once per process, so a broken file stops
 * `next build` and `next start` and a changed one applies on restart (regions/README.md).
 */
const SITES = loadSites(sitesDir());

export const REGIONS: readonly Region[] = SITES.map((site) => site.region);

/** Each site as its file sets it, for the settings table of regions/README.md. */
export const SITE_OVERRIDES: readonly SiteOverrides[] = SITES.map(({ id, overrides }) => ({ id, overrides }));

const BY_ID = new Map(REGIONS.map((r) => [r.id, r]));

export function getRegion(id: string): Region | undefined {
  return BY_ID.get(id);
}
