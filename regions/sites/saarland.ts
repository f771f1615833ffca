import type { RegionOverrides } from '../schema';

/** Saarland: the state of Saarland around Saarbrücken. */
const saarland: RegionOverrides = {
  HOSTS: ['jobs-im-saarland.de', 'www.jobs-im-saarland.de'],
  SITENAME: 'Jobs im Saarland',
  SITE_DESCRIPTION:
    'Jobs im Saarland: aktuelle Stellenangebote von Arbeitgebern aus Saarbrücken, Saarlouis, Neunkirchen und St. Wendel.',
  REGION_NAME: 'Saarland',
  REGION_NAME_IN: 'im Saarland',
  REGION_NAME_FROM: 'aus dem Saarland',
  GA4_MEASUREMENT_ID: 'G-MXV6U75MS4',
  CMP_ID: 'krKd1pZkcckM',
  GEO_INFO: {
    fixtures: [
      { label: 'Saarbrücken', lat: 49.2326, lng: 7.0098 },
      { label: 'Neunkirchen', lat: 49.3445, lng: 7.1805 },
      { label: 'St. Wendel', lat: 49.4663, lng: 7.1681 },
      { label: 'Saarlouis', lat: 49.3137, lng: 6.7515 },
    ],
  },
};

export default saarland;
