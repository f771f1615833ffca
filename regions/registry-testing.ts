/** The sites the registry must hold, a site by id that fails loudly, and a made-up valid site, for tests. */
import { buildRegion, type Region } from './build-region';
import { getRegion } from './registry';
import type { RegionOverrides } from './schema';

export const SITE_IDS = [
  'franken',
  'berlin-brandenburg',
  'schleswig-holstein',
  'thueringen',
  'saarland',
  'sachsen',
  'nrw',
  'stuttgart',
  'ludwigsburg',
  'ingolstadt',
  'rems-murr',
  'hannover',
  'allgaeu',
  'augsburg',
  'ulm',
  'schwarzwald',
  'innsalzach',
  'niederbayern',
  'hamburg',
  'kassel',
  'chiemgau',
  'goettingen',
  'regensburg',
  'traunstein',
  'rhein-neckar',
  'osnabrueck',
  'heilbronn',
  'rosenheim',
];

export const region = (id: string): Region => {
  const r = getRegion(id);
  if (!r) throw new Error(`no region ${id}`);
  return r;
};

/** A valid site for tests, built through the real merge and validation. */
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
