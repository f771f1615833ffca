import type { Region } from '../../regions/build-region';
import type { TrackingEndpoints } from '../../regions/tracking-endpoints';
import type { RateLimitRule } from '../auth/rate-limit';
import type { AnalyticsSecrets } from './analytics-secrets';
import type { AnalyticsEvent } from './events';
import type { MeasurementTarget } from './measurement-protocol';

type TrackingRegion = Pick<Region, 'FEATURES' | 'TRACKING' | 'GA4_MEASUREMENT_IDS'>;

/**
 * The GA4 properties a site's server-side events go to (docs/product.md §1, §7): the shared base list and the
 * site's own id, each that has an API secret; none where GA4 or the server-side flag is off.
 */
export function measurementTargets(region: TrackingRegion, secrets: AnalyticsSecrets): MeasurementTarget[] {
  if (!region.FEATURES.GA4_STATS || !region.TRACKING.serverSideEvents) return [];
  return region.GA4_MEASUREMENT_IDS.flatMap((measurementId) => {
    const apiSecret = secrets.ga4ApiSecrets.get(measurementId);
    return apiSecret ? [{ measurementId, apiSecret }] : [];
  });
}

/** The events a site sends to the conversion API (docs/product.md §7 conversion flag); none without an API. */
export function conversionEvents(region: TrackingRegion, endpoints: TrackingEndpoints): readonly AnalyticsEvent[] {
  return endpoints.conversionApiUrl ? region.TRACKING.conversionEvents : [];
}

/**
 * Calls per client address and hour. A visitor sends a few events per page; an office behind one address sends
 * many more, so the ceilings are far above a person's and stop only floods (the counter keeps a hash of the
 * address, docs/security.md).
 */
export const TRACKING_RATE_LIMITS = {
  serverEventsPerClient: { name: 'gmapi-client', limit: 1200, windowSeconds: 60 * 60 },
  conversionsPerClient: { name: 'conversionapi-client', limit: 300, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
