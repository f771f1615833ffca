import type { RegionOverrides } from '../schema';

/** Ulm: the twin cities of Ulm (Baden-Württemberg) and Neu-Ulm (Bavaria) and their surroundings. */
const ulm: RegionOverrides = {
  HOSTS: ['jobs-in-ulm.de', 'www.jobs-in-ulm.de'],
  SITENAME: 'Jobs in Ulm',
  SITE_DESCRIPTION:
    'Jobs in Ulm: aktuelle Stellenangebote in Ulm, Neu-Ulm, Ehingen, Laupheim und der ganzen Region an der Donau.',
  REGION_NAME: 'Ulm und Neu-Ulm',
  GA4_MEASUREMENT_ID: 'G-ITWVSPXHSL',
  CMP_ID: '1ywm8eFvYggu',
  GEO_INFO: {
    fixtures: [
      { label: 'Ulm', lat: 48.3984, lng: 9.9916 },
      { label: 'Neu-Ulm', lat: 48.3928, lng: 10.0111 },
      { label: 'Ehingen (Donau)', lat: 48.2826, lng: 9.7275 },
      { label: 'Blaubeuren', lat: 48.4121, lng: 9.7843 },
      { label: 'Laupheim', lat: 48.2279, lng: 9.8787 },
      { label: 'Senden', lat: 48.3244, lng: 10.0444 },
      { label: 'Illertissen', lat: 48.2234, lng: 10.1035 },
    ],
  },
};

export default ulm;
