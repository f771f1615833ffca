import type { RegionOverrides } from '../schema';

/** Regensburg: the city of Regensburg and the surrounding Upper Palatinate, Bavaria. */
const regensburg: RegionOverrides = {
  HOSTS: ['jobs-in-regensburg.de', 'www.jobs-in-regensburg.de'],
  SITENAME: 'Jobs in Regensburg',
  SITE_DESCRIPTION:
    'Jobs in Regensburg: aktuelle Stellenangebote in Regensburg, Schwandorf, Amberg, Cham und der ganzen Oberpfalz.',
  REGION_NAME: 'Regensburg',
  GA4_MEASUREMENT_ID: 'G-TEK3TBLZW1',
  CMP_ID: 'mSCCYS29lKjZ',
  SOCIAL_LINKS: {
    instagram: 'https://www.instagram.com/jobsinregensburg',
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Regensburg', lat: 49.0151, lng: 12.1016 },
      { label: 'Neutraubling', lat: 48.9874, lng: 12.201 },
      { label: 'Regenstauf', lat: 49.1201, lng: 12.1303 },
      { label: 'Schwandorf', lat: 49.3253, lng: 12.1098 },
      { label: 'Neumarkt in der Oberpfalz', lat: 49.2803, lng: 11.4628 },
      { label: 'Amberg', lat: 49.4429, lng: 11.8627 },
      { label: 'Cham', lat: 49.2257, lng: 12.655 },
    ],
  },
};

export default regensburg;
