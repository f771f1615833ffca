import { buildRegion, type Region } from '@/regions/build-region';
import type { RegionOverrides } from '@/regions/schema';

/** A valid site for routing tests, built through the real merge and validation. */
export function testRegion(overrides: Partial<RegionOverrides> = {}): Region {
  return buildRegion('regions/sites/test.yaml', 'test', {
    HOSTS: ['jobs-test.de'],
    SITENAME: 'Testjobs',
    SITE_DESCRIPTION: 'Stellenangebote aus der Testregion für Tests.',
    REGION_NAME: 'Testregion',
    GA4_MEASUREMENT_ID: 'G-TEST000001',
    CMP_ID: 'cmp-test',
    GEO_INFO: { fixtures: [{ label: 'Nürnberg', lat: 49.4521, lng: 11.0767 }] },
    ...overrides,
  });
}
