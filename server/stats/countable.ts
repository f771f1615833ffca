import { clientIp } from '../http/client-address';

type HeaderSource = { get(name: string): string | null };

/**
 * User agents of crawlers, link previewers, monitors and headless tools. Matched case-insensitively against
 * the whole User-Agent; a request without one is not a person's browser either.
 */
const BOT_PATTERNS = [
  /bot\b|bot\/|crawl|spider|slurp|scrap/i,
  /facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skypeuripreview|slack|discord|vkshare/i,
  /headless|phantomjs|puppeteer|playwright|selenium|lighthouse|pagespeed|pingdom|uptime|monitor/i,
  /curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww/i,
  /bingpreview|googleother|google-inspectiontool|mediapartners|adsbot|apis-google|feedfetcher/i,
];

/** Whether a user agent belongs to a bot (or is missing). */
export function isBotUserAgent(userAgent: string | null): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || BOT_PATTERNS.some((pattern) => pattern.test(agent));
}

/**
 * Whether the request only prepares a page the visitor may never see: Next's router prefetch, the browsers'
 * Purpose / Sec-Purpose headers (link prefetch, speculation rules' prerender).
 */
export function isPrefetch(headers: HeaderSource): boolean {
  if (headers.get('next-router-prefetch')) return true;
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''} ${headers.get('x-purpose') ?? ''}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

/** Who asked, only as far as the daily mark needs it: never stored, only hashed with the day's salt. */
export type Visitor = { address: string; userAgent: string };

/** The visitor of a request worth counting, or null for bots and prefetches. */
export function countableVisitor(headers: HeaderSource): Visitor | null {
  const userAgent = headers.get('user-agent');
  if (isBotUserAgent(userAgent) || isPrefetch(headers)) return null;
  return { address: clientIp(headers) ?? 'unknown', userAgent: userAgent!.trim().slice(0, 500) };
}
