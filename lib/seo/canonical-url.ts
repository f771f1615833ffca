import type { Region } from '@/regions/build-region';

/** Canonical URLs always name the site's first production host, whichever host served the page. */
export function siteOrigin(region: Pick<Region, 'HOSTS'>): string {
  return `https://${region.HOSTS[0]}`;
}

export function canonicalUrl(region: Pick<Region, 'HOSTS'>, publicPath: string): string {
  return new URL(publicPath, siteOrigin(region)).toString();
}
