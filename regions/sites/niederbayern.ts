import type { RegionOverrides } from '../schema';
import { ALTERNATIVE_RADIUS_SET } from '../defaults';

/** Niederbayern: Lower Bavaria around Landshut, Passau, Straubing and Deggendorf. */
const niederbayern: RegionOverrides = {
  HOSTS: ['jobs-in-niederbayern.de', 'www.jobs-in-niederbayern.de'],
  SITENAME: 'Jobs in Niederbayern',
  SITE_DESCRIPTION:
    'Jobs in Niederbayern: aktuelle Stellenangebote in Landshut, Passau, Straubing, Deggendorf und der ganzen Region.',
  REGION_NAME: 'Niederbayern',
  GA4_MEASUREMENT_ID: 'G-VWRQ40Y5A3',
  CMP_ID: 'SiatxnLspVIP',
  GEO_INFO: {
    fixtures: [
      { label: 'Landshut', lat: 48.5296, lng: 12.1618 },
      { label: 'Passau', lat: 48.5665, lng: 13.4312 },
      { label: 'Straubing', lat: 48.8813, lng: 12.5739 },
      { label: 'Deggendorf', lat: 48.8409, lng: 12.9607 },
      { label: 'Dingolfing', lat: 48.6424, lng: 12.4928 },
      { label: 'Kelheim', lat: 48.9173, lng: 11.8862 },
      { label: 'Pfarrkirchen', lat: 48.432, lng: 12.9381 },
      { label: 'Regen', lat: 48.9719, lng: 13.1282 },
    ],
    radius: ALTERNATIVE_RADIUS_SET,
  },
};

export default niederbayern;
