import type { Region } from '@/regions/build-region';
import type { CmpProvider } from '@/regions/schema';
import type { TrackingEndpoints } from '@/regions/tracking-endpoints';
import type { AnalyticsEvent, ConsentSettings } from '@/lib/contract';
import { hasGa4 } from './csp-sources';
import { customServiceScripts, type CustomServiceScript } from './custom-services';

/** What the consent island and, after consent, the analytics code need to know about a site. The same for everybody. */
export type AnalyticsClientConfig = {
  /** The site's id: the frontend of docs/product.md §7. */
  frontend: string;
  consent: ConsentSettings;
  /** An external consent manager (docs/product.md §1 CMP_PROVIDER); null: our own banner. */
  cmp: { provider: Exclude<CmpProvider, 'first-party'>; scriptUrl: string } | null;
  /** GA4 (docs/product.md §1): the shared base list plus the site's id; null where the site has no GA4. */
  ga4: { measurementIds: string[]; tagUrl: string; transportUrl: string | null } | null;
  /** docs/product.md §7 server-side flag, on only where the server can send (a property with an API secret). */
  serverSideEvents: boolean;
  /** docs/product.md §7 conversion flag: the events sent to the conversion API. */
  conversionEvents: readonly AnalyticsEvent[];
  /** docs/product.md §3 custom services, loaded with marketing consent. */
  services: CustomServiceScript[];
};

export function analyticsClientConfig(
  region: Region,
  endpoints: TrackingEndpoints,
  server: { serverSideEvents: boolean; conversionEvents: readonly AnalyticsEvent[] },
): AnalyticsClientConfig {
  const { CMP_PROVIDER, CMP_SCRIPT_URL } = region;
  return {
    frontend: region.id,
    consent: {
      cmpId: region.CMP_ID,
      version: region.TRACKING.consentVersion,
      maxAgeDays: region.TRACKING.consentMaxAgeDays,
    },
    cmp:
      CMP_PROVIDER !== 'first-party' && CMP_SCRIPT_URL ? { provider: CMP_PROVIDER, scriptUrl: CMP_SCRIPT_URL } : null,
    ga4: hasGa4(region)
      ? { measurementIds: region.GA4_MEASUREMENT_IDS, tagUrl: endpoints.tagUrl, transportUrl: endpoints.transportUrl }
      : null,
    serverSideEvents: server.serverSideEvents,
    conversionEvents: server.conversionEvents,
    services: customServiceScripts(region, endpoints),
  };
}
