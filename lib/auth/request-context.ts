import { PROXY_REGION_HEADER } from '@/lib/contract';
import type { Region } from '@/regions/build-region';
import { getRegion } from '@/regions/registry';

type HeaderSource = { get(name: string): string | null };

/** The region the proxy resolved for an API request (it overwrites whatever a client sent). */
export function regionFromHeaders(headers: HeaderSource): Region | null {
  const id = headers.get(PROXY_REGION_HEADER);
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
  const proto =
    forwarded === 'https' || forwarded === 'http' ? forwarded : (fallback?.protocol.replace(':', '') ?? 'http');
  return `${proto}://${host}`;
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
