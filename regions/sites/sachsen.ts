import type { RegionOverrides } from '../schema';
import { ALTERNATIVE_RADIUS_SET } from '../defaults';

/** Sachsen: the state of Saxony around Dresden, Leipzig and Chemnitz. */
const sachsen: RegionOverrides = {
  HOSTS: ['jobs-in-sachsen.de', 'www.jobs-in-sachsen.de'],
  SITENAME: 'Jobs in Sachsen',
  SITE_DESCRIPTION:
    'Jobs in Sachsen: aktuelle Stellenangebote in Dresden, Leipzig, Chemnitz und allen Regionen des Freistaats.',
  REGION_NAME: 'Sachsen',
  GA4_MEASUREMENT_ID: 'G-QNFAACSDAN',
  CMP_ID: 'XeIlLzTugW1d',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobsinsachsen',
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Dresden', lat: 51.0509, lng: 13.7383 },
      { label: 'Leipzig', lat: 51.3396, lng: 12.3713 },
      { label: 'Chemnitz', lat: 50.8357, lng: 12.9292 },
      { label: 'Zwickau', lat: 50.7272, lng: 12.4884 },
      { label: 'Bautzen', lat: 51.1804, lng: 14.4349 },
      { label: 'Freiberg', lat: 50.9109, lng: 13.3388 },
      { label: 'Görlitz', lat: 51.1552, lng: 14.9885 },
    ],
    radius: ALTERNATIVE_RADIUS_SET,
  },
  FEATURES: {
    // docs/product-decisions.md "Password policy": the demo's site with the stronger password rules.
    PASSWORD_POLICY: true,
  },
};

export default sachsen;
