// POST /api/conversionapi against a local conversion API: { event_name, custom_data } of the enabled events with
// marketing consent, field by field; nothing sent otherwise; a flood answered 429.
import { useGraphQLFixtures } from '@/server/graphql/testing';
import { describe, expect, it, vi } from 'vitest';
import { ALL_DIMENSIONS, eventRequest, proofFor, useAnalyticsStandIn } from '@/server/analytics/event-request-testing';
import { TRACKING_RATE_LIMITS } from '@/server/analytics/tracking-policy';
import { hitRateLimit } from '@/server/auth/rate-limit';
import { getRegion } from '@/regions/registry';
import messages from '@/messages/de.json';
import { POST } from './route';

process.env.TRUSTED_PROXY_HOPS = '1';
const state = useGraphQLFixtures();
const standIn = useAnalyticsStandIn({ CONVERSION_API_TOKEN: 'conversion-token' });
const calls = () => standIn.server.requests.filter((r) => r.path === '/conversions');
const marketing = (regionId = 'franken') => proofFor(regionId, { statistics: false, marketing: true });
const send = (body: unknown, options?: Parameters<typeof eventRequest>[2]) =>
  POST(eventRequest('/api/conversionapi', body, options));

describe('docs/product.md §7 conversion calls, field by field', () => {
  it.each(getRegion('franken')!.TRACKING.conversionEvents)('%s is sent with the frontend', async (event) => {
    standIn.server.requests.length = 0;
    const response = await send({ event_name: event, custom_data: ALL_DIMENSIONS, consent: marketing() });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, sent: true });
    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    const [call] = calls();
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe('Bearer conversion-token');
    const { user_role: _role, entity_owner: _owner, ...customData } = ALL_DIMENSIONS;
    expect(call.body).toEqual({
      data: [
        {
          event_name: event,
          event_time: expect.any(Number),
          event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          action_source: 'website',
          custom_data: { ...customData, frontend: 'franken' },
        },
      ],
    });
    const { event_time } = (call.body as { data: Array<{ event_time: number }> }).data[0];
    expect(Math.abs(event_time - Date.now() / 1000)).toBeLessThan(60);
  });

  it('answers an event the conversion flag does not name without passing it on', async () => {
    standIn.server.requests.length = 0;
    const response = await send({ event_name: 'job_search', custom_data: {}, consent: marketing() });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, sent: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls()).toEqual([]);
  });
});

describe('refused, and nothing sent', () => {
  const { errors } = messages.analytics;
  it.each([
    [
      'with statistics consent only',
      proofFor('franken', { statistics: true, marketing: false }),
      403,
      errors.noConsent,
    ],
    ['with another site’s proof', marketing('chiemgau'), 403, errors.noConsent],
    ['without a proof', undefined, 400, errors.invalid],
  ])('%s', async (_name, consent, status, error) => {
    standIn.server.requests.length = 0;
    const response = await send({ event_name: 'job_apply_complete', custom_data: {}, consent });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, error });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standIn.server.requests).toEqual([]);
  });

  it('answers a client over its hourly allowance with 429 and Retry-After', async () => {
    const address = '203.0.113.77';
    const rule = TRACKING_RATE_LIMITS.conversionsPerClient;
    for (let hit = 0; hit < rule.limit; hit++) await hitRateLimit(state.db, rule, address);
    standIn.server.requests.length = 0;
    const response = await send(
      { event_name: 'job_apply_complete', custom_data: {}, consent: marketing() },
      { headers: { 'x-forwarded-for': address } },
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ ok: false, error: errors.rateLimited });
    expect(calls()).toEqual([]);
  });

  it('is off where the deployment names no conversion API', async () => {
    const url = process.env.CONVERSION_API_URL;
    delete process.env.CONVERSION_API_URL;
    try {
      const response = await send({ event_name: 'job_apply_complete', custom_data: {}, consent: marketing() });
      expect(response.status).toBe(404);
    } finally {
      process.env.CONVERSION_API_URL = url;
    }
  });
});
