import type { RegionOverrides } from '../schema';

/** Rems-Murr: the Rems-Murr district east of Stuttgart, Baden-Württemberg. */
const remsMurr: RegionOverrides = {
  HOSTS: ['jobs-im-rems-murr-kreis.de', 'www.jobs-im-rems-murr-kreis.de'],
  SITENAME: 'Jobs im Rems-Murr-Kreis',
  SITE_DESCRIPTION:
    'Jobs im Rems-Murr-Kreis: aktuelle Stellenangebote in Waiblingen, Schorndorf, Backnang, Fellbach und Winnenden.',
  REGION_NAME: 'Rems-Murr',
  REGION_NAME_IN: 'im Rems-Murr-Kreis',
  REGION_NAME_FROM: 'aus dem Rems-Murr-Kreis',
  GA4_MEASUREMENT_ID: 'G-DSZU6RY7U5',
  CMP_ID: 'bnQEbi2kYutY',
  GEO_INFO: {
    fixtures: [
      { label: 'Waiblingen', lat: 48.8324, lng: 9.3164 },
      { label: 'Schorndorf', lat: 48.8054, lng: 9.5272 },
      { label: 'Backnang', lat: 48.9474, lng: 9.4372 },
      { label: 'Fellbach', lat: 48.8091, lng: 9.277 },
      { label: 'Winnenden', lat: 48.8756, lng: 9.3982 },
      { label: 'Welzheim', lat: 48.8768, lng: 9.6343 },
      { label: 'Murrhardt', lat: 48.9819, lng: 9.5705 },
    ],
  },
};

export default remsMurr;
