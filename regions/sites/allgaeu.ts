import type { RegionOverrides } from '../schema';

/** Allgäu: the Allgäu in south-western Bavaria, from Memmingen and Kaufbeuren to Lindau and Oberstdorf. */
const allgaeu: RegionOverrides = {
  HOSTS: ['jobs-im-allgaeu.de', 'www.jobs-im-allgaeu.de'],
  SITENAME: 'Jobs im Allgäu',
  SITE_DESCRIPTION:
    'Jobs im Allgäu: aktuelle Stellenangebote in Kempten, Kaufbeuren, Memmingen, Füssen und der ganzen Region.',
  TAGLINE: 'Jobs mit Bergblick – im ganzen Allgäu',
  REGION_NAME: 'Allgäu',
  REGION_NAME_IN: 'im Allgäu',
  REGION_NAME_FROM: 'aus dem Allgäu',
  GA4_MEASUREMENT_ID: 'G-2QXWRU4LDD',
  CMP_ID: 'eq7YwYPuJZcv',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobsimallgaeu',
    instagram: 'https://www.instagram.com/jobsimallgaeu',
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Kempten', lat: 47.7267, lng: 10.3139 },
      { label: 'Kaufbeuren', lat: 47.8824, lng: 10.6219 },
      { label: 'Memmingen', lat: 47.9837, lng: 10.1853 },
      { label: 'Füssen', lat: 47.5714, lng: 10.7017 },
      { label: 'Sonthofen', lat: 47.5182, lng: 10.2826 },
      { label: 'Immenstadt', lat: 47.56, lng: 10.2139 },
      { label: 'Lindau', lat: 47.5461, lng: 9.6843 },
      { label: 'Marktoberdorf', lat: 47.7796, lng: 10.6171 },
      { label: 'Mindelheim', lat: 48.0458, lng: 10.4922 },
      { label: 'Oberstdorf', lat: 47.4072, lng: 10.2794 },
    ],
  },
};

export default allgaeu;
