import 'server-only';
import type { Region } from '@/regions/build-region';
import { trackingEndpoints } from '@/regions/tracking-endpoints';
import { analyticsSecrets } from '@/server/analytics/analytics-secrets';
import { conversionEvents, measurementTargets } from '@/server/analytics/tracking-policy';
import { analyticsClientConfig, type AnalyticsClientConfig } from '@/lib/analytics/client-config';

/**
 * A site's analytics as its pages' consent island gets them: the config, with the server-side flag on only where
 * this server holds an API secret for one of the site's properties and conversion calls only where it names a
 * conversion API (the same rules /api/gmapi and /api/conversionapi apply), so a browser never sends what the server
 * would refuse.
 */
export function siteAnalyticsConfig(region: Region): AnalyticsClientConfig {
  const endpoints = trackingEndpoints();
  return analyticsClientConfig(region, endpoints, {
    serverSideEvents: measurementTargets(region, analyticsSecrets()).length > 0,
    conversionEvents: conversionEvents(region, endpoints),
  });
}
