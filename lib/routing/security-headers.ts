/**
 * Security headers of every response. The Content-Security-Policy allows scripts only with the request's
 * nonce (Next reads it from the request's own CSP header and puts it on its scripts) and what those load
 * ('strict-dynamic': the chunks of the consent modal and other islands). Styles stay 'unsafe-inline': the
 * site's theme colours are style attributes, and styles cannot run code.
 */

/** docs/product.md §2: framing only from the same origin (old and new header, for all browsers). */
const FRAMING = { 'X-Frame-Options': 'SAMEORIGIN' } as const;

/** Headers that never change: sent by the proxy and, for static files it skips, by next.config's headers(). */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  ...FRAMING,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these; geolocation stays off too (places are typed, never located).
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
};

/** One year, the minimum for the browsers' preload lists. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Hosts a site's analytics may reach once a visitor agreed (lib/analytics/csp-sources.ts): GA4 where the site has
 * it, the custom services' and an external consent manager's. Their scripts need no entry: the consent island,
 * which carries the nonce, inserts them ('strict-dynamic').
 */
export type CspSources = { connect: readonly string[]; img: readonly string[]; frame: readonly string[] };
export const NO_CSP_SOURCES: CspSources = { connect: [], img: [], frame: [] };

const withSources = (base: string, sources: readonly string[]) => [base, ...sources].join(' ');

/**
 * The policy of a page rendered with `nonce` (every URL the pages use is same-origin and relative). `formTargets`:
 * origins a form may also lead to, the social sign-in providers on the sign-in pages (browsers check a form's
 * redirects against form-action; docs/product-decisions.md "Social login").
 */
export function contentSecurityPolicy(
  nonce: string,
  sources: CspSources = NO_CSP_SOURCES,
  formTargets: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    withSources("img-src 'self' data: blob:", sources.img),
    "font-src 'self'",
    withSources("connect-src 'self'", sources.connect),
    // The only frames: the video players full_html turns CKEditor media embeds into (server/richtext/media-embed.ts),
    // and an external consent manager's own.
    withSources("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com", sources.frame),
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * A download's own policy (invoices, application files, the data export): opened anyway (a PDF in a tab) it
 * runs nothing, loads nothing, has no access to the site's origin and names its address to nobody.
 */
export const DOWNLOAD_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * The public paths of those downloads. Next lets a header the proxy set win over the route's own, so the
 * proxy must send the download's policy itself (docs/security.md).
 */
const DOWNLOAD_PATHS = [
  /^\/my-products\/rechnungen\/[^/]+\/[^/]+$/,
  /^\/api\/applications\/[^/]+\/files\/[^/]+$/,
  /^\/user\/daten\/export$/,
];

export function isDownloadPath(pathname: string): boolean {
  return DOWNLOAD_PATHS.some((path) => path.test(pathname));
}

/**
 * Every header a proxied response carries; HSTS where the site's configured origin is https (browsers ignore
 * it over http); a download's own policy for `download`.
 */
export function securityHeaders(csp: string, https: boolean, download = false): Record<string, string> {
  return {
    ...STATIC_SECURITY_HEADERS,
    'Content-Security-Policy': csp,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    ...(download ? DOWNLOAD_SECURITY_HEADERS : {}),
  };
}
