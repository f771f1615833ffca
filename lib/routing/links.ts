import type { Region } from '@/regions/build-region';
import { toPublicPath } from './path-translations';

const INTERNAL_PREFIX = 'internal:';
const EXTERNAL = /^https?:\/\//i;

export function isExternalLink(href: string): boolean {
  return EXTERNAL.test(href);
}

/**
 * Turns a link target from config or content into the href users get: docs/product.md §2 strips an `internal:` prefix
 * and removes a `router` query parameter; internal paths get their public (translated) form.
 */
export function cleanLink(href: string, region: Pick<Region, 'DEFAULT_LOCALE' | 'FEATURES'>): string {
  const target = href.startsWith(INTERNAL_PREFIX) ? href.slice(INTERNAL_PREFIX.length) : href;
  if (isExternalLink(target) || !target.startsWith('/')) return target;
  const url = new URL(target, 'http://site.invalid');
  url.searchParams.delete('router');
  const path = region.FEATURES.PATH_TRANSLATIONS_ACTIVE
    ? toPublicPath(url.pathname, region.DEFAULT_LOCALE)
    : url.pathname;
  return path + url.search + url.hash;
}

/**
 * docs/product.md §2 menu rule: an item is active when its path (without query) equals the current path or the current
 * path starts with it plus a slash; external http links are never active.
 */
export function isMenuItemActive(href: string, currentPath: string): boolean {
  if (isExternalLink(href)) return false;
  const path = href.split(/[?#]/)[0];
  if (!path.startsWith('/')) return false;
  return currentPath === path || currentPath.startsWith(`${path}/`);
}
