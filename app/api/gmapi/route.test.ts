// POST /api/gmapi against a local Measurement Protocol: docs/product.md §7 field by field, and nothing sent
// without the statistics consent the request proves.
import { signToken, useGraphQLFixtures } from '@/server/graphql/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  ALL_DIMENSIONS,
  CLIENT_ID,
  eventRequest,
  proofFor,
  useAnalyticsStandIn,
} from '@/server/analytics/event-request-testing';
import { ANALYTICS_EVENTS, ENTITY_ID_EVENTS } from '@/server/analytics/events';
import { getRegion } from '@/regions/registry';
import messages from '@/messages/de.json';
import { POST } from './route';

process.env.TRUSTED_PROXY_HOPS = '1';
const state = useGraphQLFixtures();
const FRANKEN = getRegion('franken')!;
const CHIEMGAU = getRegion('chiemgau')!;
// Secrets for the base property and Franken's own; Chiemgau's own property has none.
const standIn = useAnalyticsStandIn({
  GA4_API_SECRETS: `G-JBRGNL0001=base-secret,${FRANKEN.GA4_MEASUREMENT_ID}=franken-secret`,
});
const collected = () => standIn.server.requests.filter((r) => r.path === '/mp/collect');
const send = (body: unknown, options?: Parameters<typeof eventRequest>[2]) =>
  POST(eventRequest('/api/gmapi', body, options));
const statistics = (regionId = 'franken') => proofFor(regionId, { statistics: true, marketing: false });

describe('docs/product.md §7 server-side events, field by field', () => {
  it.each(ANALYTICS_EVENTS)('%s goes to every property with a secret as ss_%s', async (event) => {
    standIn.server.requests.length = 0;
    const response = await send({ event, params: ALL_DIMENSIONS, clientId: CLIENT_ID, consent: statistics() });
    expect(response.status).toBe(202);
    await vi.waitFor(() => expect(collected()).toHaveLength(2));
    const { user_role: _role, entity_owner: _owner, entity_id: entityId, ...rest } = ALL_DIMENSIONS;
    const params = {
      ...rest,
      ...(ENTITY_ID_EVENTS.has(event) ? { entity_id: entityId } : {}),
      value: 1,
      server: 1,
      frontend: 'franken',
    };
    const byProperty = Object.fromEntries(collected().map((r) => [r.query.measurement_id, r]));
    expect(Object.keys(byProperty).sort()).toEqual(['G-JBRGNL0001', FRANKEN.GA4_MEASUREMENT_ID].sort());
    expect(byProperty['G-JBRGNL0001'].query.api_secret).toBe('base-secret');
    expect(byProperty[FRANKEN.GA4_MEASUREMENT_ID].query.api_secret).toBe('franken-secret');
    for (const request of collected()) {
      expect(request.method).toBe('POST');
      expect(request.body).toEqual({
        client_id: CLIENT_ID,
        timestamp_micros: expect.any(Number),
        consent: { ad_user_data: 'DENIED', ad_personalization: 'DENIED' },
        events: [{ name: `ss_${event}`, params }],
      });
    }
  });

  it('grants the ad signals only with marketing consent, and writes only to properties with a secret', async () => {
    standIn.server.requests.length = 0;
    const consent = proofFor('chiemgau', { statistics: true, marketing: true });
    const response = await send(
      { event: 'job_search', params: { search_query: 'Koch' }, clientId: CLIENT_ID, consent },
      { regionId: 'chiemgau' },
    );
    expect(response.status).toBe(202);
    await vi.waitFor(() => expect(collected()).toHaveLength(1));
    const [only] = collected();
    expect(only.query.measurement_id).toBe('G-JBRGNL0001');
    expect(only.body).toMatchObject({
      consent: { ad_user_data: 'GRANTED', ad_personalization: 'GRANTED' },
      events: [{ name: 'ss_job_search', params: { search_query: 'Koch', frontend: 'chiemgau' } }],
    });
    expect(CHIEMGAU.GA4_MEASUREMENT_IDS).toContain(CHIEMGAU.GA4_MEASUREMENT_ID);
  });

  it('cuts a value at GA4’s 100 characters and sends nothing about the request itself', async () => {
    standIn.server.requests.length = 0;
    const response = await send(
      { event: 'job_search', params: { search_query: 'x'.repeat(300) }, clientId: CLIENT_ID, consent: statistics() },
      { headers: { cookie: 'next-auth.session-token=abc', 'user-agent': 'Mozilla/5.0 Firefox/140.0' } },
    );
    expect(response.status).toBe(202);
    await vi.waitFor(() => expect(collected()).toHaveLength(2));
    const text = JSON.stringify(collected().map((r) => r.body));
    expect(text).toContain(`"search_query":"${'x'.repeat(100)}"`);
    for (const leak of ['session-token', 'Firefox', '198.51.100.']) expect(text).not.toContain(leak);
  });
});

describe('every caller alike', () => {
  // No session is read: a visitor, a job seeker, a recruiter and an administrator send the same and nothing of
  // their account goes on (the endpoints have no caller-specific answer to put in the authorization matrix).
  it.each(['anonymous', 'applicant', 'recruiter', 'administrator'] as const)('%s', async (caller) => {
    standIn.server.requests.length = 0;
    const user = caller === 'anonymous' ? null : state.fx[caller];
    const cookie = user ? `next-auth.session-token=${await signToken(user.id)}` : '';
    const response = await send(
      { event: 'job_visit', params: { entity_id: 'x1' }, clientId: CLIENT_ID, consent: statistics() },
      { headers: cookie ? { cookie } : {} },
    );
    expect(response.status).toBe(202);
    await vi.waitFor(() => expect(collected()).toHaveLength(2));
    const text = JSON.stringify(collected().map((r) => r.body));
    if (user) for (const secret of [user.id, user.email]) expect(text).not.toContain(secret);
    expect(collected()[0].body).toMatchObject({ events: [{ params: { entity_id: 'x1', frontend: 'franken' } }] });
  });
});

describe('refused, and nothing sent', () => {
  const valid = () => ({ event: 'job_visit', params: {}, clientId: CLIENT_ID, consent: statistics() });
  const DAY = 86_400_000;
  const { errors } = messages.analytics;
  it.each([
    ['without a consent proof', { ...valid(), consent: undefined }, {}, 400, errors.invalid],
    [
      'with statistics refused',
      { ...valid(), consent: proofFor('franken', { statistics: false, marketing: true }) },
      {},
      403,
      errors.noConsent,
    ],
    ['with a proof of version 0', { ...valid(), consent: { ...statistics(), version: 0 } }, {}, 400, errors.invalid],
    [
      'with a proof of an older banner',
      { ...valid(), consent: { ...statistics(), version: 2 } },
      {},
      403,
      errors.noConsent,
    ],
    ['with a proof of another site', { ...valid(), consent: statistics('chiemgau') }, {}, 403, errors.noConsent],
    [
      'with an expired proof',
      { ...valid(), consent: { ...statistics(), at: new Date(Date.now() - 400 * DAY).toISOString() } },
      {},
      403,
      errors.noConsent,
    ],
    ['with an unknown parameter', { ...valid(), params: { user_id: '42' } }, {}, 400, errors.invalid],
    ['with an unknown event', { ...valid(), event: 'purchase' }, {}, 400, errors.invalid],
    ['with a client id that is no random token', { ...valid(), clientId: 'max@example.org' }, {}, 400, errors.invalid],
    ['from another site’s page', valid(), { headers: { 'sec-fetch-site': 'cross-site' } }, 403, errors.crossSite],
    [
      'as a form post',
      valid(),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      errors.invalid,
    ],
    ['on no site', valid(), { headers: { 'x-jobboard-region': '' } }, 404, errors.notAvailable],
  ])('%s', async (_name, body, options, status, error) => {
    standIn.server.requests.length = 0;
    const response = await send(body, options);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, error });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standIn.server.requests).toEqual([]);
  });

  it('refuses a body over 16 KB without reading it all', async () => {
    const response = await send(JSON.stringify({ ...valid(), padding: 'x'.repeat(20_000) }));
    expect(response.status).toBe(413);
  });
});
