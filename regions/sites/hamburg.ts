import type { RegionOverrides } from '../schema';

/** Hamburg: the city of Hamburg and its surroundings in Schleswig-Holstein and Lower Saxony. */
const hamburg: RegionOverrides = {
  HOSTS: ['jobs-in-hamburg.de', 'www.jobs-in-hamburg.de'],
  SITENAME: 'Jobs in Hamburg',
  SITE_DESCRIPTION:
    'Jobs in Hamburg: aktuelle Stellenangebote von Arbeitgebern aus der Hansestadt und der ganzen Metropolregion.',
  TAGLINE: 'Moin, Zukunft: Jobs zwischen Elbe und Alster',
  REGION_NAME: 'Hamburg',
  GA4_MEASUREMENT_ID: 'G-VCQLHGWF1U',
  CMP_ID: '8bkHMszOpLDm',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobsinhamburg',
    instagram: 'https://www.instagram.com/jobsinhamburg',
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Hamburg', lat: 53.5507, lng: 9.993 },
      { label: 'Norderstedt', lat: 53.7018, lng: 9.9933 },
      { label: 'Pinneberg', lat: 53.6589, lng: 9.797 },
      { label: 'Ahrensburg', lat: 53.6766, lng: 10.2371 },
      { label: 'Stade', lat: 53.5941, lng: 9.473 },
      { label: 'Lüneburg', lat: 53.2512, lng: 10.4155 },
      { label: 'Buxtehude', lat: 53.4699, lng: 9.6897 },
    ],
  },
};

export default hamburg;
