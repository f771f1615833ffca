import type { RegionOverrides } from '../schema';

/** Ludwigsburg: the town and district of Ludwigsburg, Baden-Württemberg. */
const ludwigsburg: RegionOverrides = {
  HOSTS: ['jobs-in-ludwigsburg.de', 'www.jobs-in-ludwigsburg.de'],
  SITENAME: 'Jobs in Ludwigsburg',
  SITE_DESCRIPTION:
    'Jobs in Ludwigsburg: aktuelle Stellenangebote von Arbeitgebern aus Ludwigsburg, Bietigheim-Bissingen und dem Landkreis.',
  REGION_NAME: 'Ludwigsburg',
  GA4_MEASUREMENT_ID: 'G-WL4HU0KDSE',
  CMP_ID: '7cJGIgnkqHHj',
  GEO_INFO: {
    fixtures: [
      { label: 'Ludwigsburg', lat: 48.8973, lng: 9.1916 },
      { label: 'Bietigheim-Bissingen', lat: 48.9441, lng: 9.1176 },
      { label: 'Kornwestheim', lat: 48.8616, lng: 9.1857 },
      { label: 'Vaihingen an der Enz', lat: 48.9356, lng: 8.9605 },
      { label: 'Marbach am Neckar', lat: 48.9396, lng: 9.26 },
      { label: 'Ditzingen', lat: 48.8267, lng: 9.067 },
    ],
  },
};

export default ludwigsburg;
