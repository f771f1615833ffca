import { NextResponse, type NextRequest } from 'next/server';
import { REGIONS } from '@/regions/registry';
import { createHostResolver, type HostMatch } from '@/regions/resolve-region';
import { routeRequest } from '@/lib/routing/route-request';
import {
  contentSecurityPolicy,
  isDownloadPath,
  securityHeaders,
  STATIC_SECURITY_HEADERS,
} from '@/lib/routing/security-headers';
import { siteOrigin } from '@/regions/site-origin';
import { CACHEABLE_PAGE_HEADER, createNonce, PROXY_REGION_HEADER } from '@/lib/contract';
import { PUBLIC_ADDRESS_HEADER, publicAddress } from '@/lib/routing/public-address';
import { noticePageHtml } from '@/lib/routing/notice-page';
import messages from '@/messages/de.json';
import { findLandingRoute } from '@/lib/data/landing-route';
import { appPageStatus } from '@/lib/data/app-page-status';
import { newRequestAnswers, PROXY_ANSWERS_HEADER, stashRequestAnswers } from '@/lib/data/request-answers';
import { matchAppPage, NOT_FOUND_ROUTE } from '@/lib/routing/app-pages';
import { BENCH_CEILING_PATH, BENCH_EMPTY_PATH, benchRoutesEnabled } from '@/lib/bench/bench-routes';
import { siteCspSources } from '@/lib/analytics/csp-sources';
import { AUTH_PAGES } from '@/lib/auth/constants';
import { socialFormOrigins } from '@/lib/data/auth/social-sites';

const resolveHost = createHostResolver(REGIONS);

/**
 * Resolves the region from the Host header once and applies every URL rule of docs/product.md §2. Every response gets
 * the security headers; pages get a fresh script nonce in their Content-Security-Policy. (Methods are
 * checked before Next parses the request: lib/routing/request-guard.ts.)
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const match = resolveHost(request.headers.get('host'));
  if (match.kind === 'malformed') {
    const { hostTitle, hostText } = messages.badRequest;
    return withHeaders(plainPage(400, hostTitle, hostText), STATIC_CSP, false);
  }
  const https = match.kind === 'region' && siteOrigin(match.region).startsWith('https:');
  // A site's policy names the analytics hosts it may load after consent, and no others; the sign-in pages also
  // the site's social sign-in providers as form targets.
  const csp = contentSecurityPolicy(
    createNonce(),
    match.kind === 'region' ? siteCspSources(match.region) : undefined,
    formTargetsOf(match, request.nextUrl.pathname),
  );
  // Next puts the nonce of the request's own policy on the scripts it renders.
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  if (match.kind === 'region') headers.set(PROXY_REGION_HEADER, match.region.id);
  else headers.delete(PROXY_REGION_HEADER);
  headers.set(PUBLIC_ADDRESS_HEADER, publicAddress(request.nextUrl));
  const response = await handle(request, match, headers);
  // A download's own policy: the route sets it too, but a header set here would win over the route's.
  return withHeaders(response, csp, https, match.kind === 'region' && isDownloadPath(request.nextUrl.pathname));
}

const STATIC_CSP = STATIC_SECURITY_HEADERS['Content-Security-Policy'];

/** The sign-in and sign-up pages' social buttons lead to the providers (docs/product.md §9 social login). */
function formTargetsOf(match: HostMatch, pathname: string): string[] {
  const buttons = pathname === AUTH_PAGES.signIn || pathname === AUTH_PAGES.register;
  return match.kind === 'region' && buttons ? socialFormOrigins(match.region) : [];
}

function withHeaders(response: NextResponse, csp: string, https: boolean, download = false): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders(csp, https, download))) response.headers.set(name, value);
  return response;
}

/**
 * A redirect on the site the visitor is on. The host of request.nextUrl is the Host header the resolver
 * accepted (well-formed, one of the site's hosts), and Next sends a same-origin Location as a relative one;
 * an absolute target (a stored landing-page redirect) stays as it is.
 */
function redirectTo(request: NextRequest, location: string, status: number): NextResponse {
  return NextResponse.redirect(new URL(location, request.nextUrl), status);
}

async function handle(request: NextRequest, match: HostMatch, headers: Headers): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  // Only the proxy names the answers a page may take (below); a client's header never reaches a page.
  headers.delete(PROXY_ANSWERS_HEADER);
  const next = () => NextResponse.next({ request: { headers } });
  const rewrite = (url: URL, status?: number) =>
    refusedPagePost(request, url) ?? NextResponse.rewrite(url, { status, request: { headers } });

  if (match.kind !== 'region') {
    if (pathname.startsWith('/_next/') || pathname.startsWith('/assets/')) return next();
    if (match.kind === 'platform') {
      if (pathname === '/') return rewrite(new URL('/platform', request.url));
      // Region-free endpoints (messages, health) also answer on the platform host: readiness checks and the
      // load balancer's probes use them (docs/operations.md, "Health endpoints").
      if (pathname.startsWith('/api/messages/') || /^\/api\/health(\/|$)/.test(pathname)) return next();
      if (pathname === BENCH_EMPTY_PATH && benchRoutesEnabled()) return next();
    }
    return unknownHost();
  }

  const { region } = match;
  if (pathname === BENCH_CEILING_PATH && benchRoutesEnabled()) {
    return rewrite(new URL(`/${region.id}${BENCH_CEILING_PATH}${request.nextUrl.search}`, request.url));
  }
  const decision = routeRequest(region, pathname, searchParams);
  switch (decision.type) {
    case 'pass':
      // API routes learn the region from the proxy (PROXY_REGION_HEADER above), never from a header the client sent.
      return next();
    case 'redirect':
      return redirectTo(request, decision.location, decision.status);
    case 'rewrite': {
      const base = decision.route === 'app' ? '' : decision.route === 'landing' ? '/lp' : '/sitemaps';
      const url = new URL(request.url);
      url.pathname = `/${region.id}${base}${decision.path === '/' && base ? '' : decision.path}`;
      if (decision.route === 'app') {
        // Pages cannot set a status: an ended job answers 410 here (its page still shows similar jobs), and
        // whatever names nothing (a listing page past the last one too) gets the server-rendered 404 page.
        const answers = newRequestAnswers();
        const status = await appPageStatus(region.id, decision.path, searchParams, answers);
        // Not permanent: what a word means may change with the site's terms. Sent as it is, never marked
        // cacheable, so the page cache keeps no copy (docs/architecture.md, "Page cache").
        if (typeof status === 'object') return redirectTo(request, status.redirect, 303);
        if (status === 404) return rewrite(notFoundUrl(request, region.id), 404);
        // The page takes what the check looked up (a town, a listing's search) instead of asking again.
        const token = stashRequestAnswers(answers);
        if (token) headers.set(PROXY_ANSWERS_HEADER, token);
        if (status === 410) return rewrite(url, status);
        return cacheable(rewrite(url), isCacheableAppPage(decision.path));
      }
      if (decision.route !== 'landing') return rewrite(url);
      // Pages can answer only 404 and 307/308, so stored redirect codes and 410 are answered here.
      const info = await findLandingRoute(region.id, decision.path, region.DEFAULT_LOCALE);
      if (info.kind === 'redirect') return redirectTo(request, info.target, info.code);
      if (info.kind === 'error' && info.code === 404) return rewrite(notFoundUrl(request, region.id), 404);
      if (info.kind === 'error') return rewrite(url, info.code);
      return cacheable(rewrite(url), true);
    }
  }
}

/**
 * The public pages an anonymous visitor may get from the page cache (docs/architecture.md, "Page cache"): the
 * front page, listings, job and employer pages, the employer list, the blog and its posts, and landing pages. Their
 * data reads tag them (lib/data/page-cache-tags.ts); every other page is rendered for each request.
 */
const CACHEABLE_KINDS = new Set(['jobs', 'job', 'organization', 'blog', 'blog-post']);

function isCacheableAppPage(path: string): boolean {
  if (path === '/' || path === '/organizations') return true;
  return CACHEABLE_KINDS.has(matchAppPage(path)?.kind ?? '');
}

/** Marks the answer for the page cache, which stores it only for a visitor without a session and drops the mark. */
function cacheable(response: NextResponse, yes: boolean): NextResponse {
  if (yes) response.headers.set(CACHEABLE_PAGE_HEADER, '1');
  return response;
}

/** Next reads a form post to a page (a Server Action) up to 1 MB; a larger body, or one of unknown length, was a 500. */
const PAGE_POST_MAX_BYTES = 1024 * 1024;

/**
 * Route handlers behind the rewrite that read their own multipart uploads and answer one too large with the
 * German error on their form (internal paths): not Server Actions, so Next's 1 MB does not apply to them.
 */
const UPLOAD_ROUTES = new Set(['/resume/wizard/import/datei', '/resume/foto']);

/** A German 413 for a post to a page that Next could not read, before it tries; null for everything else. */
function refusedPagePost(request: NextRequest, target: URL): NextResponse | null {
  if (request.method !== 'POST') return null;
  // The rewrite's path is /<region>/<internal path>.
  if (UPLOAD_ROUTES.has(target.pathname.slice(target.pathname.indexOf('/', 1)))) return null;
  const length = request.headers.get('content-length');
  if (length !== null && /^\d{1,12}$/.test(length) && Number(length) <= PAGE_POST_MAX_BYTES) return null;
  return plainPage(413, messages.badRequest.tooLargeTitle, messages.badRequest.tooLargeText);
}

/** The site's German 404 page, rendered on the server (the caller answers it with status 404). */
function notFoundUrl(request: NextRequest, regionId: string): URL {
  return new URL(`/${regionId}${NOT_FOUND_ROUTE}`, request.url);
}

/**
 * A host that belongs to no site gets a plain German 404, never another site's content (no duplicate
 * content under foreign domains, no host-header games).
 */
function unknownHost(): NextResponse {
  return plainPage(404, messages.unknownHost.title, messages.unknownHost.text);
}

function plainPage(status: number, title: string, text: string): NextResponse {
  return new NextResponse(noticePageHtml(title, text), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

export const config = {
  // Every request but Next's own build assets, which carry no region.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
