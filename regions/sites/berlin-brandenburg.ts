import type { RegionOverrides } from '../schema';
import { ALTERNATIVE_RADIUS_SET } from '../defaults';

/** Berlin-Brandenburg: the city of Berlin and the state of Brandenburg (Berliner Morgenpost job market). */
const berlinBrandenburg: RegionOverrides = {
  HOSTS: ['jobs.morgenpost.de'],
  SITENAME: 'JOBS Morgenpost',
  SITE_DESCRIPTION:
    'Der Stellenmarkt der Berliner Morgenpost: aktuelle Jobs und Stellenangebote in Berlin, Potsdam und ganz Brandenburg.',
  TAGLINE: 'Jobs zwischen Spree, Havel und Oder',
  REGION_NAME: 'Berlin und Brandenburg',
  GA4_MEASUREMENT_ID: 'G-UC1T19729V',
  CMP_ID: 'hYdYEH0xFYuY',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobsmorgenpost',
  },
  // docs/product.md §2: /kontakt redirects to this site's own contact page.
  CONTACT: { path: '/kontakt-JOBSMorgenpost', recipient: 'kontakt@jobs.morgenpost.de' },
  THEME: { primaryColor: '#c8102e' },
  FEATURES: {
    // docs/product.md §1: one of the two site configs that turn the applicant feature off.
    APPLICANT_FEATURE_ACTIVE: false,
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Berlin', lat: 52.5244, lng: 13.4105 },
      { label: 'Potsdam', lat: 52.3989, lng: 13.0657 },
      { label: 'Cottbus', lat: 51.7577, lng: 14.3289 },
      { label: 'Frankfurt (Oder)', lat: 52.3471, lng: 14.5506 },
      { label: 'Brandenburg an der Havel', lat: 52.4167, lng: 12.55 },
      { label: 'Oranienburg', lat: 52.748, lng: 13.2519 },
      { label: 'Eberswalde', lat: 52.8349, lng: 13.8195 },
    ],
    radius: ALTERNATIVE_RADIUS_SET,
  },
};

export default berlinBrandenburg;
