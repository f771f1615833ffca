import type { RegionOverrides } from '../schema';

/** Schwarzwald: the Black Forest in Baden-Württemberg, from Offenburg and Freudenstadt to Freiburg and Villingen-Schwenningen. */
const schwarzwald: RegionOverrides = {
  HOSTS: ['jobs-im-schwarzwald.de', 'www.jobs-im-schwarzwald.de'],
  SITENAME: 'Jobs im Schwarzwald',
  SITE_DESCRIPTION:
    'Jobs im Schwarzwald: aktuelle Stellenangebote in Freiburg, Offenburg, Villingen-Schwenningen und Freudenstadt.',
  REGION_NAME: 'Schwarzwald',
  REGION_NAME_IN: 'im Schwarzwald',
  REGION_NAME_FROM: 'aus dem Schwarzwald',
  GA4_MEASUREMENT_ID: 'G-DPS7EEIZ9F',
  CMP_ID: 'tbCmFPvPxyMo',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobsimschwarzwald',
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Freiburg im Breisgau', lat: 47.9959, lng: 7.8522 },
      { label: 'Offenburg', lat: 48.4738, lng: 7.945 },
      { label: 'Villingen-Schwenningen', lat: 48.0623, lng: 8.4936 },
      { label: 'Freudenstadt', lat: 48.467, lng: 8.4137 },
      { label: 'Titisee-Neustadt', lat: 47.921, lng: 8.1906 },
      { label: 'Donaueschingen', lat: 47.9551, lng: 8.4971 },
      { label: 'Lahr', lat: 48.3404, lng: 7.8689 },
    ],
  },
};

export default schwarzwald;
