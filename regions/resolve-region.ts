import type { Region } from './build-region';

/** Hosts that serve the region directory instead of a site (local development entry point). */
export const PLATFORM_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type HostMatch =
  { kind: 'region'; region: Region } | { kind: 'platform' } | { kind: 'unknown' } | { kind: 'malformed' };

/**
 * RFC 3986 host (DNS name or bracketed IPv6) with an optional port, nothing else: a header such as
 * `franken.localhost:3300@evil.example` or `franken.localhost:evil.example` is refused instead of being cut
 * at the colon and served as franken.
 */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** True for a well-formed Host header value (see HOST_HEADER). */
export function isWellFormedHost(host: string): boolean {
  return host.length <= 260 && HOST_HEADER.test(host.trim());
}

/** Lower-cases, drops the port and a trailing dot: `Franken.LOCALHOST:3000` → `franken.localhost`. */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  const withoutPort = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.split(':')[0];
  return withoutPort.replace(/\.$/, '');
}

/** Builds the host lookup once: every production host plus `<id>.localhost`. */
export function createHostResolver(regions: readonly Region[]): (host: string | null | undefined) => HostMatch {
  const byHost = new Map<string, Region>();
  for (const region of regions) {
    for (const host of region.HOSTS) byHost.set(host, region);
    byHost.set(`${region.id}.localhost`, region);
  }
  return (rawHost) => {
    if (rawHost && !isWellFormedHost(rawHost)) return { kind: 'malformed' };
    const host = normalizeHost(rawHost);
    const region = byHost.get(host);
    if (region) return { kind: 'region', region };
    if (PLATFORM_HOSTS.has(host)) return { kind: 'platform' };
    return { kind: 'unknown' };
  };
}
