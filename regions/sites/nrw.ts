import type { RegionOverrides } from '../schema';
import { ALTERNATIVE_RADIUS_SET } from '../defaults';

/** NRW: the state of North Rhine-Westphalia, from the Rhineland to the Ruhr and Münsterland. */
const nrw: RegionOverrides = {
  HOSTS: ['jobmarktnrw.de', 'www.jobmarktnrw.de'],
  SITENAME: 'JOBmarktNRW',
  SITE_DESCRIPTION:
    'JOBmarktNRW: aktuelle Stellenangebote in Nordrhein-Westfalen, vom Rheinland über das Ruhrgebiet bis ins Münsterland.',
  REGION_NAME: 'Nordrhein-Westfalen',
  GA4_MEASUREMENT_ID: 'G-4MMDMNWLUF',
  CMP_ID: 'tl0fJAsXGda8',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobmarktnrw',
    instagram: 'https://www.instagram.com/jobmarktnrw',
  },
  // docs/product.md §2: /kontakt redirects to this site's own contact page.
  CONTACT: { path: '/kontakt-JOBmarktNRW', recipient: 'kontakt@jobmarktnrw.de' },
  THEME: { primaryColor: '#005ca9' },
  FEATURES: {
    // docs/product.md §1: one of the two site configs that turn the applicant feature off.
    APPLICANT_FEATURE_ACTIVE: false,
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Köln', lat: 50.9375, lng: 6.9603 },
      { label: 'Düsseldorf', lat: 51.2232, lng: 6.7793 },
      { label: 'Dortmund', lat: 51.5149, lng: 7.466 },
      { label: 'Essen', lat: 51.4566, lng: 7.0123 },
      { label: 'Duisburg', lat: 51.4325, lng: 6.7652 },
      { label: 'Bochum', lat: 51.4817, lng: 7.2165 },
      { label: 'Münster', lat: 51.9624, lng: 7.6257 },
      { label: 'Bonn', lat: 50.7344, lng: 7.0955 },
    ],
    radius: ALTERNATIVE_RADIUS_SET,
  },
};

export default nrw;
