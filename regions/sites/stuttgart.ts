import type { RegionOverrides } from '../schema';

/** Stuttgart: the state capital of Baden-Württemberg and the surrounding Stuttgart region. */
const stuttgart: RegionOverrides = {
  HOSTS: ['jobs-in-stuttgart.de', 'www.jobs-in-stuttgart.de'],
  SITENAME: 'Jobs in Stuttgart',
  SITE_DESCRIPTION:
    'Jobs in Stuttgart: aktuelle Stellenangebote in Stuttgart, Esslingen, Böblingen, Sindelfingen und der ganzen Region.',
  REGION_NAME: 'Stuttgart',
  GA4_MEASUREMENT_ID: 'G-T1FBJB7JL2',
  CMP_ID: 'xSR4mbDP0K9b',
  SOCIAL_LINKS: {
    instagram: 'https://www.instagram.com/jobsinstuttgart',
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Stuttgart', lat: 48.7823, lng: 9.177 },
      { label: 'Esslingen am Neckar', lat: 48.7396, lng: 9.3047 },
      { label: 'Böblingen', lat: 48.6821, lng: 9.0117 },
      { label: 'Sindelfingen', lat: 48.7, lng: 9.0167 },
      { label: 'Leonberg', lat: 48.8, lng: 9.0167 },
      { label: 'Göppingen', lat: 48.7035, lng: 9.6521 },
      { label: 'Nürtingen', lat: 48.6257, lng: 9.342 },
    ],
  },
};

export default stuttgart;
