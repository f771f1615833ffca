import type { RegionOverrides } from '../schema';
import { ALTERNATIVE_RADIUS_SET } from '../defaults';

/** Thüringen: the state of Thuringia around Erfurt, Jena and Gera. */
const thueringen: RegionOverrides = {
  HOSTS: ['jobs-in-thueringen.de', 'www.jobs-in-thueringen.de'],
  SITENAME: 'Jobs in Thüringen',
  SITE_DESCRIPTION:
    'Jobs in Thüringen: finde aktuelle Stellenangebote in Erfurt, Jena, Gera, Weimar und der ganzen Region.',
  REGION_NAME: 'Thüringen',
  GA4_MEASUREMENT_ID: 'G-85AJXXKD0N',
  CMP_ID: 'ARMblE7nnNmF',
  GEO_INFO: {
    fixtures: [
      { label: 'Erfurt', lat: 50.9773, lng: 11.0354 },
      { label: 'Jena', lat: 50.9288, lng: 11.5899 },
      { label: 'Gera', lat: 50.8803, lng: 12.0819 },
      { label: 'Weimar', lat: 50.9803, lng: 11.329 },
      { label: 'Gotha', lat: 50.9482, lng: 10.7019 },
      { label: 'Eisenach', lat: 50.9807, lng: 10.3152 },
      { label: 'Suhl', lat: 50.6091, lng: 10.694 },
      { label: 'Nordhausen', lat: 51.5018, lng: 10.7957 },
    ],
    radius: ALTERNATIVE_RADIUS_SET,
  },
  FEATURES: {
    // docs/product-decisions.md "Read-only mode (maintenance)": the demo's site in maintenance.
    READ_ONLY_MODE: true,
  },
};

export default thueringen;
