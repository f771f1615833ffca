import type { RegionOverrides } from '../schema';

/** Heilbronn: the city and district of Heilbronn, Baden-Württemberg. */
const heilbronn: RegionOverrides = {
  HOSTS: ['jobs-in-heilbronn.de', 'www.jobs-in-heilbronn.de'],
  SITENAME: 'Jobs in Heilbronn',
  SITE_DESCRIPTION:
    'Jobs in Heilbronn: aktuelle Stellenangebote in Heilbronn, Neckarsulm, Weinsberg, Eppingen und der ganzen Region.',
  REGION_NAME: 'Heilbronn',
  GA4_MEASUREMENT_ID: 'G-AO5PCLMLJ1',
  CMP_ID: 'RV7bigN3BEbC',
  GEO_INFO: {
    fixtures: [
      { label: 'Heilbronn', lat: 49.14, lng: 9.2205 },
      { label: 'Neckarsulm', lat: 49.1891, lng: 9.2253 },
      { label: 'Weinsberg', lat: 49.1513, lng: 9.2876 },
      { label: 'Bad Rappenau', lat: 49.2385, lng: 9.1018 },
      { label: 'Eppingen', lat: 49.1365, lng: 8.9123 },
      { label: 'Lauffen am Neckar', lat: 49.0734, lng: 9.1457 },
      { label: 'Öhringen', lat: 49.1988, lng: 9.5072 },
    ],
  },
};

export default heilbronn;
