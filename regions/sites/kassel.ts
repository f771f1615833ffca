import type { RegionOverrides } from '../schema';

/** Kassel: the city and district of Kassel and the surrounding North Hesse. */
const kassel: RegionOverrides = {
  HOSTS: ['jobs-in-kassel.de', 'www.jobs-in-kassel.de'],
  SITENAME: 'Jobs in Kassel',
  SITE_DESCRIPTION:
    'Jobs in Kassel: aktuelle Stellenangebote von Arbeitgebern aus Kassel, Baunatal, Vellmar und ganz Nordhessen.',
  REGION_NAME: 'Kassel und Nordhessen',
  GA4_MEASUREMENT_ID: 'G-S99GKRO6AH',
  CMP_ID: 'dUlHJgvlIHQj',
  GEO_INFO: {
    fixtures: [
      { label: 'Kassel', lat: 51.3127, lng: 9.4797 },
      { label: 'Baunatal', lat: 51.2518, lng: 9.4075 },
      { label: 'Vellmar', lat: 51.3581, lng: 9.4797 },
      { label: 'Hofgeismar', lat: 51.4961, lng: 9.385 },
      { label: 'Melsungen', lat: 51.1303, lng: 9.5524 },
      { label: 'Fritzlar', lat: 51.1318, lng: 9.2756 },
      { label: 'Wolfhagen', lat: 51.3261, lng: 9.1702 },
    ],
  },
};

export default kassel;
