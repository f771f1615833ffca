import { isIPv4, isIPv6 } from 'node:net';
import { installPeerAddressHeader, readPeerAddress } from './peer-address';
import type { Env } from '../../regions/env';

type HeaderSource = { get(name: string): string | null };

/**
 * The client's IP for per-IP rate limits, or null when it is not known.
 *
 * Forwarded headers are believed only as far as proxies of our own wrote them (TRUSTED_PROXY_HOPS):
 * - unset or 0, the app is reached directly: X-Forwarded-For and X-Real-IP are ignored (a client writes
 *   them at will, and Next keeps a client-sent X-Forwarded-For as it is); the address is the socket's,
 *   from the peer-address hook (see peer-address.ts).
 * - n: n reverse proxies of ours, each appending the address it was connected from, stand in front; the
 *   client is the n-th entry from the right (1 = the right-most). Entries further left are the client's
 *   own claims. A shorter chain (a proxy skipped) gives its left-most entry.
 */
export function clientIp(headers: HeaderSource, env: Env = process.env): string | null {
  const hops = trustedProxyHops(env);
  if (hops === 0) {
    installPeerAddressHeader();
    return normalizeIp(readPeerAddress(headers));
  }
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  return normalizeIp(chain[Math.max(0, chain.length - hops)]);
}

function trustedProxyHops(env: Env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 && hops <= 10 ? hops : 0;
}

/** An IP address in one spelling (IPv4-mapped IPv6 as IPv4, brackets and ports gone), or null if it is none. */
export function normalizeIp(value: string | null | undefined): string | null {
  let ip = value?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1];
  if (isIPv4(ip)) return ip;
  return isIPv6(ip) ? ip.toLowerCase() : null;
}

/**
 * The subject per-IP limits count: an IPv4 address, or the /64 network of an IPv6 address (one connection
 * usually owns a whole /64, so counting single IPv6 addresses would let a client take a fresh one per try).
 */
export function ipLimitSubject(ip: string | null): string | null {
  if (!ip || !isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) stands for two groups.
  const rightGroups = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - rightGroups)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The subject every per-IP limit counts when the client's address is not known: one shared, bounded allowance. */
export const UNKNOWN_CLIENT = 'unknown-client';

/** What per-IP limits count for the client of this request (its address, an IPv6 /64, or UNKNOWN_CLIENT). */
export function clientLimitSubject(headers: HeaderSource, env: Env = process.env): string {
  return ipLimitSubject(clientIp(headers, env)) ?? UNKNOWN_CLIENT;
}
