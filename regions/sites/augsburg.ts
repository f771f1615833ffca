import type { RegionOverrides } from '../schema';

/** Augsburg: the city of Augsburg and the districts of Augsburg and Aichach-Friedberg, Bavaria. */
const augsburg: RegionOverrides = {
  HOSTS: ['jobs-in-augsburg.de', 'www.jobs-in-augsburg.de'],
  SITENAME: 'Jobs in Augsburg',
  SITE_DESCRIPTION:
    'Jobs in Augsburg: aktuelle Stellenangebote von Arbeitgebern aus Augsburg, Friedberg, Gersthofen und Königsbrunn.',
  REGION_NAME: 'Augsburg',
  GA4_MEASUREMENT_ID: 'G-WS28633EW7',
  CMP_ID: 'we6yWbJ5y4m8',
  GEO_INFO: {
    fixtures: [
      { label: 'Augsburg', lat: 48.3715, lng: 10.8985 },
      { label: 'Friedberg', lat: 48.3569, lng: 10.9846 },
      { label: 'Gersthofen', lat: 48.4243, lng: 10.8727 },
      { label: 'Königsbrunn', lat: 48.2751, lng: 10.8918 },
      { label: 'Neusäß', lat: 48.3925, lng: 10.8333 },
      { label: 'Aichach', lat: 48.4576, lng: 11.1341 },
      { label: 'Schwabmünchen', lat: 48.1793, lng: 10.7568 },
    ],
  },
};

export default augsburg;
