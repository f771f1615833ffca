import type { RegionOverrides } from '../schema';

/** Osnabrück: the city of Osnabrück and the surrounding Osnabrücker Land, Lower Saxony. */
const osnabrueck: RegionOverrides = {
  HOSTS: ['jobs-in-osnabrueck.de', 'www.jobs-in-osnabrueck.de'],
  SITENAME: 'Jobs in Osnabrück',
  SITE_DESCRIPTION:
    'Jobs in Osnabrück: aktuelle Stellenangebote von Arbeitgebern aus Osnabrück und dem ganzen Osnabrücker Land.',
  REGION_NAME: 'Osnabrück',
  GA4_MEASUREMENT_ID: 'G-0MKG4TZWEU',
  CMP_ID: 'Rv9GgbWfX9fK',
  GEO_INFO: {
    fixtures: [
      { label: 'Osnabrück', lat: 52.2726, lng: 8.0498 },
      { label: 'Melle', lat: 52.202, lng: 8.3383 },
      { label: 'Georgsmarienhütte', lat: 52.203, lng: 8.0448 },
      { label: 'Bramsche', lat: 52.4084, lng: 7.9833 },
      { label: 'Wallenhorst', lat: 52.35, lng: 8.0167 },
      { label: 'Bad Iburg', lat: 52.1549, lng: 8.0422 },
      { label: 'Quakenbrück', lat: 52.674, lng: 7.949 },
    ],
  },
};

export default osnabrueck;
