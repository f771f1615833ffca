import { NextResponse, type NextRequest } from 'next/server';
import { REGIONS } from '@/regions/registry';
import { createHostResolver } from '@/regions/resolve-region';
import { routeRequest } from '@/lib/routing/route-request';
import { applyFramingHeaders } from '@/lib/routing/framing-headers';
import { REGION_HEADER } from '@/lib/routing/region-header';
import messages from '@/messages/de.json';
import { getDb } from '@/server/db/client';
import { getRoutInfo } from '@/server/routes/get-rout-info';
import { appPageStatus } from '@/lib/backend/app-page-status';
import { NOT_FOUND_ROUTE } from '@/lib/routing/app-pages';
import { BENCH_CEILING_PATH, BENCH_EMPTY_PATH, benchRoutesEnabled } from '@/lib/bench/bench-routes';

const resolveHost = createHostResolver(REGIONS);

/** Resolves the region from the Host header once and applies every URL rule of spec §2. */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  return applyFramingHeaders(await handle(request));
}

/** Absolute URL on the host the visitor used (request.url carries the server's own host name). */
function siteUrl(request: NextRequest, location: string): URL {
  const proto = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  return new URL(location, `${proto}://${request.headers.get('host') ?? request.nextUrl.host}`);
}

async function handle(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  const match = resolveHost(request.headers.get('host'));

  if (match.kind !== 'region') {
    if (pathname.startsWith('/_next/') || pathname.startsWith('/assets/')) return NextResponse.next();
    if (match.kind === 'platform') {
      if (pathname === '/') return NextResponse.rewrite(new URL('/platform', request.url));
      // Region-free endpoints (messages) also answer on the platform host: readiness checks use them.
      if (pathname.startsWith('/api/messages/')) return NextResponse.next();
      if (pathname === BENCH_EMPTY_PATH && benchRoutesEnabled()) return NextResponse.next();
    }
    return unknownHost();
  }

  const { region } = match;
  if (pathname === BENCH_CEILING_PATH && benchRoutesEnabled()) {
    return NextResponse.rewrite(new URL(`/${region.id}${BENCH_CEILING_PATH}${request.nextUrl.search}`, request.url));
  }
  const decision = routeRequest(region, pathname, searchParams);
  switch (decision.type) {
    case 'pass': {
      // API routes learn the region from the proxy, never from a header the client sent.
      const headers = new Headers(request.headers);
      headers.set(REGION_HEADER, region.id);
      return NextResponse.next({ request: { headers } });
    }
    case 'redirect':
      return NextResponse.redirect(siteUrl(request, decision.location), decision.status);
    case 'rewrite': {
      const base = decision.route === 'app' ? '' : decision.route === 'landing' ? '/lp' : '/sitemaps';
      const url = new URL(request.url);
      url.pathname = `/${region.id}${base}${decision.path === '/' && base ? '' : decision.path}`;
      if (decision.route === 'app') {
        // Pages cannot set a status: an ended job answers 410 here (its page still shows similar jobs), and
        // whatever names nothing gets the server-rendered 404 page.
        const status = await appPageStatus(region.id, decision.path);
        if (status === 404) return notFound(request, region.id);
        return NextResponse.rewrite(url, status === 410 ? { status } : undefined);
      }
      if (decision.route !== 'landing') return NextResponse.rewrite(url);
      // Pages can answer only 404 and 307/308, so stored redirect codes and 410 are answered here.
      const info = await getRoutInfo(await getDb(), { regionId: region.id, slug: decision.path, language: region.DEFAULT_LOCALE });
      if (info.kind === 'redirect') return NextResponse.redirect(siteUrl(request, info.target), info.code);
      if (info.kind === 'error' && info.code === 404) return notFound(request, region.id);
      return NextResponse.rewrite(url, info.kind === 'error' ? { status: info.code } : undefined);
    }
  }
}

/** The site's German 404 page, rendered on the server, with status 404. */
function notFound(request: NextRequest, regionId: string): NextResponse {
  return NextResponse.rewrite(new URL(`/${regionId}${NOT_FOUND_ROUTE}`, request.url), { status: 404 });
}

/**
 * A host that belongs to no site gets a plain German 404, never another site's content (no duplicate
 * content under foreign domains, no host-header games).
 */
function unknownHost(): NextResponse {
  const { title, text } = messages.unknownHost;
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
  return new NextResponse(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export const config = {
  // Every request but Next's own build assets, which carry no region.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
