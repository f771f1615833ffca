import { hasSegmentPrefix, toPublicPath, type Language } from './path-translations';

/** What a client island needs to know of its site to name the public path of the page it is on. */
export type SitePaths = { regionId: string; language: Language; translated: boolean };

/** Landing pages are served from this route below the region (proxy.ts rewrites them to it). */
const LANDING_ROUTE = '/lp';

/**
 * The public path of a page from the route it was rendered at. The proxy rewrites public paths to internal
 * routes (`/lebenslauf` → `/franken/resume`), and a page prerendered once knows only its route; a link back
 * to the page (the header's sign-in link) needs the address the visitor sees, or it leads to a 404.
 */
export function publicPathOfRoute(routePath: string, site: SitePaths): string {
  const regionPrefix = `/${site.regionId}`;
  let path = routePath;
  if (hasSegmentPrefix(path, regionPrefix)) {
    path = path.slice(regionPrefix.length) || '/';
    if (hasSegmentPrefix(path, LANDING_ROUTE)) path = path.slice(LANDING_ROUTE.length) || '/';
  }
  return site.translated ? toPublicPath(path, site.language) : path;
}
