import type { RegionOverrides } from '../schema';

/** Ingolstadt: the city of Ingolstadt and the surrounding Region 10, Bavaria. */
const ingolstadt: RegionOverrides = {
  HOSTS: ['jobs-in-ingolstadt.de', 'www.jobs-in-ingolstadt.de'],
  SITENAME: 'Jobs in Ingolstadt',
  SITE_DESCRIPTION:
    'Jobs in Ingolstadt: aktuelle Stellenangebote in Ingolstadt, Neuburg an der Donau, Eichstätt und Pfaffenhofen an der Ilm.',
  REGION_NAME: 'Ingolstadt',
  GA4_MEASUREMENT_ID: 'G-RJ9YGS6RFQ',
  CMP_ID: 'Hwr8baw5APRK',
  GEO_INFO: {
    fixtures: [
      { label: 'Ingolstadt', lat: 48.7651, lng: 11.4237 },
      { label: 'Neuburg an der Donau', lat: 48.7322, lng: 11.1871 },
      { label: 'Eichstätt', lat: 48.8885, lng: 11.1968 },
      { label: 'Pfaffenhofen an der Ilm', lat: 48.5305, lng: 11.505 },
      { label: 'Schrobenhausen', lat: 48.5607, lng: 11.2607 },
      { label: 'Gaimersheim', lat: 48.807, lng: 11.368 },
    ],
  },
};

export default ingolstadt;
