import { analyticsSecrets } from '@/server/analytics/analytics-secrets';
import { definedParams, serverEventRequest } from '@/server/analytics/event-requests';
import { sendMeasurementHit } from '@/server/analytics/measurement-protocol';
import { serverSideEvent } from '@/server/analytics/server-side-event';
import { measurementTargets, TRACKING_RATE_LIMITS } from '@/server/analytics/tracking-policy';
import { trackingEndpoints } from '@/regions/tracking-endpoints';
import { admitTrackingRequest, afterResponse } from '@/lib/data/analytics-requests';

export const dynamic = 'force-dynamic';

/**
 * POST /api/gmapi (docs/product.md §7): a browser event's server-side copy, sent on to the GA4 Measurement
 * Protocol of the site's properties (the shared base list and its own id) as `ss_<event>` without private
 * parameters, with value, server=1 and the frontend. Only with statistics consent in the request's proof, on
 * sites with GA4 and the server-side flag on; 202 once admitted, the sending runs after the answer.
 */
export async function POST(request: Request) {
  const secrets = analyticsSecrets();
  const admitted = await admitTrackingRequest(request, {
    schema: serverEventRequest,
    purpose: 'statistics',
    rateLimit: TRACKING_RATE_LIMITS.serverEventsPerClient,
    available: (region) => measurementTargets(region, secrets).length > 0,
  });
  if (!admitted.ok) return admitted.response;
  const { region, data } = admitted;
  const hit = {
    clientId: data.clientId,
    event: serverSideEvent(data.event, definedParams(data.params), region.id),
    marketing: data.consent.marketing,
    at: new Date(),
  };
  const url = trackingEndpoints().measurementProtocolUrl;
  await afterResponse(() => sendMeasurementHit(url, measurementTargets(region, secrets), hit));
  return Response.json({ ok: true }, { status: 202 });
}
