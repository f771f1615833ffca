import { REGION_HEADER } from '@/lib/routing/region-header';
import type { Region } from '@/regions/build-region';
import { getRegion } from '@/regions/registry';

/** Environment variables as read here (process.env, or a plain object in tests). */
type Env = Readonly<Record<string, string | undefined>>;

type HeaderSource = { get(name: string): string | null };

/** The region the proxy resolved for an API request (it overwrites whatever a client sent). */
export function regionFromHeaders(headers: HeaderSource): Region | null {
  const id = headers.get(REGION_HEADER);
  return id ? (getRegion(id) ?? null) : null;
}

/**
 * The origin the visitor used: the Host header (which the proxy has matched to a site, so it is one of
 * ours) and the scheme from X-Forwarded-Proto. X-Forwarded-Host is ignored on purpose: a client could set
 * it, and the origin ends up in sign-in mails.
 */
export function requestOrigin(headers: HeaderSource, fallbackUrl?: string): string {
  const fallback = fallbackUrl ? new URL(fallbackUrl) : null;
  const host = headers.get('host') ?? fallback?.host ?? 'localhost';
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : (fallback?.protocol.replace(':', '') ?? 'http');
  return `${proto}://${host}`;
}

/**
 * The client's IP for per-IP rate limits: the right-most X-Forwarded-For entry, which is the one our own
 * reverse proxy (or Next itself, when there is none) added. Behind several proxies of our own, set
 * TRUSTED_PROXY_HOPS to their number beyond the first.
 */
export function clientIp(headers: HeaderSource, env: Env = process.env): string | null {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length === 0) return headers.get('x-real-ip')?.trim() || null;
  const hops = Math.max(0, Number(env.TRUSTED_PROXY_HOPS ?? 0) || 0);
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/**
 * CSRF defence for every POST of the sign-in flow (including the confirm page's form, which carries no
 * next-auth CSRF token). Browsers say where a request comes from: Sec-Fetch-Site (which page scripts cannot
 * set) must be same-origin (or none: typed by the user), and an Origin header, when it names one, must be
 * this site. `Origin: null` (privacy settings) counts only together with Sec-Fetch-Site. Requests with
 * neither header come from non-browser clients, which cannot ride on a visitor's cookies.
 */
export function isSameOriginPost(headers: HeaderSource, origin: string): boolean {
  const sent = headers.get('origin');
  const site = headers.get('sec-fetch-site');
  if (sent && sent !== 'null' && sent !== origin) return false;
  if (site) return site === 'same-origin' || site === 'none';
  return sent !== 'null';
}
