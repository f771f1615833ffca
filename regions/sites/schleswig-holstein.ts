import type { RegionOverrides } from '../schema';
import { ALTERNATIVE_RADIUS_SET } from '../defaults';

/** Schleswig-Holstein: the state between the North Sea and the Baltic Sea, from Flensburg to Lübeck. */
const schleswigHolstein: RegionOverrides = {
  HOSTS: ['jobs-in-schleswig-holstein.de', 'www.jobs-in-schleswig-holstein.de'],
  SITENAME: 'Jobs in Schleswig-Holstein',
  SITE_DESCRIPTION:
    'Jobs in Schleswig-Holstein: Stellenangebote zwischen Nord- und Ostsee, von Flensburg über Kiel bis Lübeck.',
  TAGLINE: 'Arbeiten zwischen den Meeren',
  REGION_NAME: 'Schleswig-Holstein',
  GA4_MEASUREMENT_ID: 'G-7GX6EY54YM',
  CMP_ID: 'jSngMs9LSqIx',
  GEO_INFO: {
    fixtures: [
      { label: 'Kiel', lat: 54.3213, lng: 10.1349 },
      { label: 'Lübeck', lat: 53.8689, lng: 10.6873 },
      { label: 'Flensburg', lat: 54.7881, lng: 9.4372 },
      { label: 'Neumünster', lat: 54.074, lng: 9.9846 },
      { label: 'Rendsburg', lat: 54.3018, lng: 9.6718 },
      { label: 'Husum', lat: 54.4858, lng: 9.0524 },
      { label: 'Itzehoe', lat: 53.921, lng: 9.5153 },
      { label: 'Heide', lat: 54.1956, lng: 9.0974 },
    ],
    radius: ALTERNATIVE_RADIUS_SET,
  },
};

export default schleswigHolstein;
