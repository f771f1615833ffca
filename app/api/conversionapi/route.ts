import { randomUUID } from 'node:crypto';
import { analyticsSecrets } from '@/server/analytics/analytics-secrets';
import { sendConversion } from '@/server/analytics/conversion-api';
import { conversionRequest, definedParams } from '@/server/analytics/event-requests';
import { withoutPrivateNames } from '@/server/analytics/server-side-event';
import { conversionEvents, TRACKING_RATE_LIMITS } from '@/server/analytics/tracking-policy';
import { trackingEndpoints } from '@/regions/tracking-endpoints';
import { admitTrackingRequest, afterResponse } from '@/lib/data/analytics-requests';

export const dynamic = 'force-dynamic';

/**
 * POST /api/conversionapi (docs/product.md §7): { event_name, custom_data } of an event the site's conversion flag
 * enables, sent on to the conversion API with the frontend and without private parameters. Only with marketing
 * consent in the request's proof; 202 once admitted, the call runs after the answer.
 */
export async function POST(request: Request) {
  const endpoints = trackingEndpoints();
  const admitted = await admitTrackingRequest(request, {
    schema: conversionRequest,
    purpose: 'marketing',
    rateLimit: TRACKING_RATE_LIMITS.conversionsPerClient,
    available: (region) => conversionEvents(region, endpoints).length > 0,
  });
  if (!admitted.ok) return admitted.response;
  const { region, data } = admitted;
  const url = endpoints.conversionApiUrl;
  // A site sends only the events its conversion flag names; others are answered, never passed on.
  if (!url || !conversionEvents(region, endpoints).includes(data.event_name))
    return Response.json({ ok: true, sent: false }, { status: 202 });
  const call = {
    eventName: data.event_name,
    customData: { ...withoutPrivateNames(definedParams(data.custom_data)), frontend: region.id },
    eventId: randomUUID(),
    at: new Date(),
  };
  await afterResponse(() => sendConversion(url, analyticsSecrets().conversionApiToken, call));
  return Response.json({ ok: true, sent: true }, { status: 202 });
}
