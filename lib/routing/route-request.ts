import type { Region } from '@/regions/build-region';
import { switchedOffBy } from './feature-paths';
import { hasSegmentPrefix, resolvePublicAlias, toInternalPath, toPublicPath } from './path-translations';

/** What the proxy does with one request; paths are site paths without the region segment. */
export type RouteDecision =
  | { type: 'pass' }
  | { type: 'redirect'; status: 301 | 303 | 307 | 308; location: string }
  | { type: 'rewrite'; route: 'app' | 'landing' | 'sitemap'; path: string };

/** Served as they are: framework assets, API endpoints, static files of public/. */
const PASS_PREFIXES = ['/_next', '/api', '/graphql', '/assets', '/robots', '/.well-known'];

/**
 * App routes outside the docs/product.md §2 prefixes: generated files of the shell, the docs/product.md §2 /dashboard,
 * the page for employers (public /arbeitgeber-werden, docs/product-decisions.md "The page for employers") and the
 * Merkliste (public /merkliste, docs/product-decisions.md "Merkliste").
 */
const APP_FILES = ['/og-image.png', '/dashboard', '/employers', '/bookmarks'];
/**
 * App routes with paths below them outside the docs/product.md §2 prefixes: docs/product.md §2 /my-products and its
 * invoice downloads, and the newsletter's sign-up with its confirm and unsubscribe pages (docs/product-decisions.md
 * "Newsletter"; 404 where the site has it off).
 */
const APP_PREFIXES = ['/my-products', '/newsletter'];

/**
 * docs/product.md §2: paths below these prefixes are app routes, everything else is a landing page. Plain prefix match,
 * as docs/product.md §2.2 words it.
 */
export const NON_LANDING_PREFIXES = [
  '/jobs',
  '/job',
  '/resume',
  '/organization',
  '/user',
  '/contact',
  '/blog',
  '/checkout',
];

/**
 * docs/product.md §2: lower-casing is forced for /jobs and /organization (which covers /organizations), in their public
 * form.
 */
const LOWERCASE_PREFIXES = ['/jobs', '/organization', '/organizations'];

/**
 * docs/product.md §2: sitemap paths handed to the backend, checked before every other rule (/jobs/sitemap.xml is no
 * listing).
 */
const SITEMAP_PATTERNS = [
  /^\/sitemap\.(xml|xsl)$/,
  /^\/[a-z0-9_-]+\/sitemap\.(xml|xsl)$/,
  /^\/[a-z]{2}\/[a-z0-9_-]+\/sitemap\.(xml|xsl)$/,
  /^\/sitemap\/.+/,
];

function withQuery(path: string, query: URLSearchParams): string {
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

function lowercasePrefixes(region: Region): string[] {
  if (!region.FEATURES.PATH_TRANSLATIONS_ACTIVE) return LOWERCASE_PREFIXES;
  return LOWERCASE_PREFIXES.map((p) => toPublicPath(p, region.DEFAULT_LOCALE));
}

/**
 * Applies every URL rule of docs/product.md §2 to one request, in order. Pure: the proxy turns the decision into a
 * response; tests call it with the examples of docs/product.md §2.2.
 */
export function routeRequest(region: Region, pathname: string, query: URLSearchParams): RouteDecision {
  if (PASS_PREFIXES.some((p) => hasSegmentPrefix(pathname, p))) return { type: 'pass' };

  if (SITEMAP_PATTERNS.some((re) => re.test(pathname))) return { type: 'rewrite', route: 'sitemap', path: pathname };

  // docs/product.md §2: a query parameter named router is removed.
  if (query.has('router')) {
    const rest = new URLSearchParams(query);
    rest.delete('router');
    return { type: 'redirect', status: 308, location: withQuery(pathname, rest) };
  }

  if (pathname === '/robots.txt') return { type: 'redirect', status: 307, location: region.ROBOTS_FILE };
  if (pathname === '/favicon.ico')
    return { type: 'redirect', status: 308, location: `${region.ASSETS.faviconsPath}/favicon.svg` };

  // docs/product.md §2: no locale prefix with a single locale, so a stray one is dropped.
  const lang = region.DEFAULT_LOCALE;
  if (region.LOCALES.length === 1 && hasSegmentPrefix(pathname, `/${lang}`)) {
    return { type: 'redirect', status: 308, location: withQuery(pathname.slice(lang.length + 1) || '/', query) };
  }

  const lower = pathname.toLowerCase();
  if (lower !== pathname && lowercasePrefixes(region).some((p) => lower.startsWith(p))) {
    return { type: 'redirect', status: 308, location: withQuery(lower, query) };
  }

  let internal = pathname;
  let published = pathname;
  if (region.FEATURES.PATH_TRANSLATIONS_ACTIVE) {
    const alias = resolvePublicAlias(pathname, lang);
    if (alias) return { type: 'redirect', status: 308, location: withQuery(alias, query) };
    const translated = toInternalPath(pathname, lang);
    if (translated) internal = translated;
    else published = toPublicPath(pathname, lang);
  }

  // docs/product.md §2: with the resume feature off, its pages permanently redirect to /404.
  if (switchedOffBy(region, internal) === 'RESUME_FEATURE_ACTIVE')
    return { type: 'redirect', status: 308, location: '/404' };

  // An internal English path asked for directly goes to its one public form.
  if (published !== pathname) return { type: 'redirect', status: 308, location: withQuery(published, query) };

  // docs/product.md §2: /kontakt goes to the site's own contact page, which shows the contact form
  // (docs/product-decisions.md).
  const contactPage = region.CONTACT.path;
  if (internal === '/contact' && contactPage) return { type: 'redirect', status: 307, location: contactPage };
  if (contactPage && pathname === contactPage) return { type: 'rewrite', route: 'app', path: '/contact' };

  if (
    internal === '/' ||
    APP_FILES.includes(internal) ||
    APP_PREFIXES.some((p) => hasSegmentPrefix(internal, p)) ||
    NON_LANDING_PREFIXES.some((p) => internal.startsWith(p))
  ) {
    return { type: 'rewrite', route: 'app', path: internal };
  }
  return { type: 'rewrite', route: 'landing', path: pathname };
}
