import type { Region } from './build-region';
import type { Env } from './env';

/** Thrown at start-up when SITE_ORIGIN_PATTERN cannot yield a plain origin for every site. */
export class SiteOriginConfigError extends Error {
  constructor(problem: string) {
    super(`Invalid SITE_ORIGIN_PATTERN: ${problem}`);
    this.name = 'SiteOriginConfigError';
  }
}

/**
 * The origin of every absolute URL a site hands out (mail links, canonical, sitemaps, JSON-LD, Open Graph):
 * its first configured host over https. A request's Host header only selects the site and never reaches a
 * link, so a forged header cannot redirect a sign-in link to someone else's server. Installations whose
 * sites are not reached under their production names (the demo on `<id>.localhost:3000`, the end-to-end
 * tests, a staging server) set SITE_ORIGIN_PATTERN, e.g. `http://{id}.localhost:3000`.
 */
export function siteOrigin(region: Pick<Region, 'id' | 'HOSTS'>, env: Env = process.env): string {
  const pattern = env.SITE_ORIGIN_PATTERN;
  if (!pattern) return `https://${region.HOSTS[0]}`;
  return parseOrigin(pattern.replaceAll('{id}', region.id));
}

/** An absolute URL on the site, from a site path such as `/jobs?x=1`. */
export function siteUrl(region: Pick<Region, 'id' | 'HOSTS'>, path: string, env: Env = process.env): string {
  return new URL(path, siteOrigin(region, env)).toString();
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteOriginConfigError(`"${value}" is no URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SiteOriginConfigError(`"${value}" is not http(s)`);
  if (
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    value.replace(/\/$/, '') !== url.origin
  ) {
    throw new SiteOriginConfigError(`"${value}" must be a bare origin such as http://{id}.localhost:3000`);
  }
  return url.origin;
}

/** Checks the setting once at start-up, so a typo stops the server instead of breaking every mail. */
export function assertSiteOriginPattern(
  regions: ReadonlyArray<Pick<Region, 'id' | 'HOSTS'>>,
  env: Env = process.env,
): void {
  const pattern = env.SITE_ORIGIN_PATTERN;
  if (!pattern) return;
  if (regions.length > 1 && !pattern.includes('{id}'))
    throw new SiteOriginConfigError('it must contain {id}, or every site would link to one host');
  for (const region of regions) siteOrigin(region, env);
}
