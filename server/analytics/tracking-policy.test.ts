import { describe, expect, it } from 'vitest';
import { testRegion } from '../../regions/registry-testing';
import { trackingEndpoints } from '../../regions/tracking-endpoints';
import { AnalyticsSecretsError, analyticsSecrets } from './analytics-secrets';
import { conversionEvents, measurementTargets } from './tracking-policy';

const SECRETS = analyticsSecrets({ GA4_API_SECRETS: 'G-JBRGNL0001=base-secret, G-TEST000001=own-secret' });

describe('where server-side events go', () => {
  it('to the base list and the site’s own property, each with its secret', () => {
    expect(measurementTargets(testRegion(), SECRETS)).toEqual([
      { measurementId: 'G-JBRGNL0001', apiSecret: 'base-secret' },
      { measurementId: 'G-TEST000001', apiSecret: 'own-secret' },
    ]);
  });

  it.each([
    ['GA4 off', testRegion({ FEATURES: { GA4_STATS: false } })],
    ['the server-side flag off', testRegion({ TRACKING: { serverSideEvents: false } })],
  ])('nowhere with %s', (_name, region) => {
    expect(measurementTargets(region, SECRETS)).toEqual([]);
  });

  it('not to a property without a secret', () => {
    expect(measurementTargets(testRegion(), analyticsSecrets({ GA4_API_SECRETS: 'G-JBRGNL0001=base' }))).toEqual([
      { measurementId: 'G-JBRGNL0001', apiSecret: 'base' },
    ]);
  });

  it('conversion calls only where the deployment names a conversion API', () => {
    const region = testRegion({ TRACKING: { conversionEvents: ['job_apply_complete'] } });
    expect(conversionEvents(region, trackingEndpoints({}))).toEqual([]);
    const endpoints = trackingEndpoints({ CONVERSION_API_URL: 'https://conversions.example.org' });
    expect(conversionEvents(region, endpoints)).toEqual(['job_apply_complete']);
  });

  it('refuses a malformed GA4_API_SECRETS without repeating the secret', () => {
    expect(() => analyticsSecrets({ GA4_API_SECRETS: 'G-ABC=geheim' })).toThrow(AnalyticsSecretsError);
    expect(() => analyticsSecrets({ GA4_API_SECRETS: 'G-ABC=geheim' })).not.toThrow(/geheim/);
  });
});
