import type { Region } from './build-region';

/** Hosts that serve the region directory instead of a site (local development entry point). */
export const PLATFORM_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type HostMatch = { kind: 'region'; region: Region } | { kind: 'platform' } | { kind: 'unknown' };

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
    const host = normalizeHost(rawHost);
    const region = byHost.get(host);
    if (region) return { kind: 'region', region };
    if (PLATFORM_HOSTS.has(host)) return { kind: 'platform' };
    return { kind: 'unknown' };
  };
}
