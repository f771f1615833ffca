import { describe, expect, it } from 'vitest';
import {
  GOOGLE_MEASUREMENT_PROTOCOL_URL,
  GOOGLE_TAG_URL,
  TrackingEndpointError,
  trackingEndpoints,
} from './tracking-endpoints';

describe('tracking endpoints from the environment', () => {
  it("are Google's by default, with no conversion API and no custom service scripts", () => {
    expect(trackingEndpoints({})).toEqual({
      tagUrl: GOOGLE_TAG_URL,
      transportUrl: null,
      measurementProtocolUrl: GOOGLE_MEASUREMENT_PROTOCOL_URL,
      conversionApiUrl: null,
      serviceScripts: { jobware: null, socialtelligence: null },
    });
  });

  it('take the addresses a deployment names, loopback http included (the tests’ stand-ins)', () => {
    const endpoints = trackingEndpoints({
      GA4_TAG_URL: 'http://127.0.0.1:3311/gtag/js',
      GA4_TRANSPORT_URL: 'https://sgtm.example.org',
      GA4_MP_URL: 'http://localhost:3311/mp/collect',
      CONVERSION_API_URL: 'https://conversions.example.org/events',
      JOBWARE_SCRIPT_URL: 'https://tracking.example.org/jw.js?kunde={customerId}',
    });
    expect(endpoints).toMatchObject({
      tagUrl: 'http://127.0.0.1:3311/gtag/js',
      transportUrl: 'https://sgtm.example.org',
      measurementProtocolUrl: 'http://localhost:3311/mp/collect',
      conversionApiUrl: 'https://conversions.example.org/events',
      serviceScripts: { jobware: 'https://tracking.example.org/jw.js?kunde={customerId}', socialtelligence: null },
    });
  });

  it.each([
    ['GA4_MP_URL', 'http://collector.example.org/mp/collect'],
    ['CONVERSION_API_URL', 'not a url'],
    ['GA4_TAG_URL', 'https://user:pass@example.org/gtag/js'],
    ['JOBWARE_SCRIPT_URL', 'ftp://example.org/jw.js'],
  ])('refuse %s=%s at start-up, naming the variable', (name, value) => {
    expect(() => trackingEndpoints({ [name]: value })).toThrow(TrackingEndpointError);
    expect(() => trackingEndpoints({ [name]: value })).toThrow(name);
  });
});
