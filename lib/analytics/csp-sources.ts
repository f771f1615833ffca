import type { Region } from '@/regions/build-region';
import { GOOGLE_COLLECTION_SOURCES, trackingEndpoints, type TrackingEndpoints } from '@/regions/tracking-endpoints';
import type { CspSources } from '@/lib/routing/security-headers';
import { customServiceScripts } from './custom-services';

/** Whether a site measures with GA4 at all (docs/product.md §1 GA4 stats flag, measurement ids). */
export function hasGa4(region: Pick<Region, 'FEATURES' | 'GA4_MEASUREMENT_IDS'>): boolean {
  return region.FEATURES.GA4_STATS && region.GA4_MEASUREMENT_IDS.length > 0;
}

const originOf = (url: string) => new URL(url.replaceAll('{customerId}', 'id')).origin;

/**
 * An external consent manager talks to its own hosts besides the script's: its script's origin and the hosts of
 * the script's domain (web.cmp.usercentrics.eu → https://*.usercentrics.eu).
 */
function cmpSources(scriptUrl: string): string[] {
  const { protocol, hostname } = new URL(scriptUrl);
  const labels = hostname.split('.');
  const domain = labels.length > 2 ? [`${protocol}//*.${labels.slice(-2).join('.')}`] : [];
  return [originOf(scriptUrl), ...domain];
}

/**
 * What a site's pages may reach besides their own origin (docs/architecture.md "Consent and analytics"): exactly
 * the hosts of what the site can load after consent. GA4's collection (the tag's host and Google's collection
 * hosts, or the deployment's transport URL) only where the site has GA4; each custom service's host; an external
 * consent manager's hosts, frames included. A site with none of these gets the bare policy.
 */
export function trackingCspSources(
  region: Pick<Region, 'FEATURES' | 'GA4_MEASUREMENT_IDS' | 'CUSTOM_SERVICES' | 'CMP_SCRIPT_URL'>,
  endpoints: TrackingEndpoints,
): CspSources {
  const reach = new Set<string>();
  if (hasGa4(region)) {
    reach.add(originOf(endpoints.tagUrl));
    for (const source of endpoints.transportUrl ? [originOf(endpoints.transportUrl)] : GOOGLE_COLLECTION_SOURCES)
      reach.add(source);
  }
  for (const { src } of customServiceScripts(region, endpoints)) reach.add(originOf(src));
  const cmp = region.CMP_SCRIPT_URL ? cmpSources(region.CMP_SCRIPT_URL) : [];
  for (const source of cmp) reach.add(source);
  return { connect: [...reach], img: [...reach], frame: cmp };
}

const perSite = new Map<string, CspSources>();

/** The sources of a site under this deployment's endpoints, worked out once per site (the proxy asks per request). */
export function siteCspSources(region: Region): CspSources {
  let sources = perSite.get(region.id);
  if (!sources) perSite.set(region.id, (sources = trackingCspSources(region, trackingEndpoints())));
  return sources;
}
