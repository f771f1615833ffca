import { describe, expect, it } from 'vitest';
import { testRegion } from '@/lib/routing/test-region';
import { contentSecurityPolicy } from '@/lib/routing/security-headers';
import { trackingEndpoints } from '@/regions/tracking-endpoints';
import { trackingCspSources } from './csp-sources';

const GOOGLE = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the analytics hosts a site’s policy names', () => {
  it('are Google’s tag and collection hosts for a site with GA4, in connect-src and img-src only', () => {
    const sources = trackingCspSources(testRegion(), trackingEndpoints({}));
    expect(sources).toEqual({ connect: GOOGLE, img: GOOGLE, frame: [] });
    const csp = contentSecurityPolicy('n', sources);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${GOOGLE.join(' ')}`);
    expect(directive(csp, 'img-src')).toBe(`img-src 'self' data: blob: ${GOOGLE.join(' ')}`);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n' 'strict-dynamic'");
  });

  it('are none for a site without GA4, services or external CMP: the bare policy', () => {
    const region = testRegion({ FEATURES: { GA4_STATS: false } });
    const sources = trackingCspSources(region, trackingEndpoints({}));
    expect(sources).toEqual({ connect: [], img: [], frame: [] });
    expect(contentSecurityPolicy('n', sources)).toBe(contentSecurityPolicy('n'));
  });

  it('are the deployment’s own collector instead of Google’s, and a custom service’s host once configured', () => {
    const endpoints = trackingEndpoints({
      GA4_TAG_URL: 'http://127.0.0.1:3311/gtag/js',
      GA4_TRANSPORT_URL: 'http://127.0.0.1:3311',
      JOBWARE_SCRIPT_URL: 'https://tracking.jobware.example/t.js?kunde={customerId}',
    });
    const region = testRegion({ CUSTOM_SERVICES: { jobware: { customerId: 'k-1' } } });
    expect(trackingCspSources(region, endpoints).connect).toEqual([
      'http://127.0.0.1:3311',
      'https://tracking.jobware.example',
    ]);
    // A service id without a script the deployment names loads nothing and opens nothing.
    expect(trackingCspSources(region, trackingEndpoints({})).connect).toEqual(GOOGLE);
  });

  it('let an external consent manager reach its hosts and show its frames', () => {
    const region = testRegion({
      CMP_PROVIDER: 'usercentrics',
      CMP_SCRIPT_URL: 'https://web.cmp.usercentrics.eu/ui/loader.js',
      FEATURES: { GA4_STATS: false },
    });
    const cmp = ['https://web.cmp.usercentrics.eu', 'https://*.usercentrics.eu'];
    expect(trackingCspSources(region, trackingEndpoints({}))).toEqual({ connect: cmp, img: cmp, frame: cmp });
  });
});
