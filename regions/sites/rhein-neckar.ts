import type { RegionOverrides } from '../schema';

/** Rhein-Neckar: the Rhine-Neckar metropolitan region around Mannheim, Heidelberg and Ludwigshafen. */
const rheinNeckar: RegionOverrides = {
  HOSTS: ['jobs-rhein-neckar.de', 'www.jobs-rhein-neckar.de'],
  SITENAME: 'Jobs Rhein-Neckar',
  SITE_DESCRIPTION:
    'Jobs Rhein-Neckar: aktuelle Stellenangebote in Mannheim, Heidelberg, Ludwigshafen und der ganzen Metropolregion.',
  REGION_NAME: 'Rhein-Neckar',
  REGION_NAME_IN: 'in der Region Rhein-Neckar',
  REGION_NAME_FROM: 'aus der Region Rhein-Neckar',
  GA4_MEASUREMENT_ID: 'G-VCGNFT3C7Z',
  CMP_ID: '9KZJhyi2e3G1',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobsrheinneckar',
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Mannheim', lat: 49.4891, lng: 8.4669 },
      { label: 'Heidelberg', lat: 49.4077, lng: 8.6908 },
      { label: 'Ludwigshafen am Rhein', lat: 49.4812, lng: 8.4464 },
      { label: 'Weinheim', lat: 49.5489, lng: 8.667 },
      { label: 'Schwetzingen', lat: 49.3822, lng: 8.5823 },
      { label: 'Sinsheim', lat: 49.2529, lng: 8.8787 },
    ],
  },
};

export default rheinNeckar;
