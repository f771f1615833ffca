import type { Region } from '@/regions/build-region';
import { siteOrigin, siteUrl } from '@/regions/site-origin';

export { siteOrigin };

/** Canonical URLs name the site's configured origin (regions/site-origin.ts), whichever host served the page. */
export function canonicalUrl(region: Pick<Region, 'id' | 'HOSTS'>, publicPath: string): string {
  return siteUrl(region, publicPath);
}
