import type { IncomingHttpHeaders } from 'node:http';

/**
 * Which requests may be answered from the page cache, and under which key (docs/architecture.md, "Page cache").
 * Only a visitor nobody knows: no session, no draft or form cookie, no credentials. A cookie this list does
 * not name sends the request past the cache, so a new cookie a page reads can never leak into a shared answer.
 */
const NEUTRAL_COOKIES = new Set([
  // next-auth's sign-in plumbing: the CSRF token of its forms and the page to return to; no page reads them.
  'next-auth.csrf-token',
  '__Host-next-auth.csrf-token',
  'next-auth.callback-url',
  '__Secure-next-auth.callback-url',
]);

/**
 * Requests of the client-side router ask for a page's React payload for one router state, not for the page;
 * they vary by these headers and are answered by Next.
 */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

/**
 * Paths that are never pages: the framework's files, the API routes (file downloads, health checks) and the
 * GraphQL endpoint. They pass the cache untouched, so they never wait for a render slot.
 */
const NOT_PAGES = /^\/(_next\/|api(\/|\?|$)|graphql(\/|\?|$))/;

function cookieNames(header: string): string[] {
  return header
    .split(';')
    .map((part) => part.slice(0, part.indexOf('=') === -1 ? undefined : part.indexOf('=')).trim())
    .filter((name) => name !== '');
}

/** The cache key of an anonymous page request (host and URL as sent), or null when it must reach Next. */
export function pageCacheKey(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || NOT_PAGES.test(url)) return null;
  if (headers.authorization !== undefined || ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (url.includes('_rsc=')) return null;
  const cookie = headers.cookie;
  if (cookie !== undefined && cookieNames(cookie).some((name) => !NEUTRAL_COOKIES.has(name))) return null;
  const host = headers.host?.toLowerCase();
  return host ? `${host} ${url}` : null;
}
