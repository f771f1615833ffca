import type { RegionOverrides } from '../schema';

/** Rosenheim: city and county of Rosenheim, Bavaria. */
const rosenheim: RegionOverrides = {
  HOSTS: ['rosenheimjobs.de', 'www.rosenheimjobs.de'],
  SITENAME: 'rosenheimjobs',
  SITE_DESCRIPTION:
    'rosenheimjobs: aktuelle Stellenangebote in Rosenheim, Wasserburg am Inn, Bad Aibling, Kolbermoor und im Landkreis.',
  REGION_NAME: 'Rosenheim',
  GA4_MEASUREMENT_ID: 'G-D90Q0OUVSC',
  CMP_ID: 'uj6bsSAS9mOJ',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/rosenheimjobs',
    instagram: 'https://www.instagram.com/rosenheimjobs',
  },
  // docs/product.md §2: /kontakt redirects to this site's own contact page.
  CONTACT: { path: '/kontakt-rosenheimjobs', recipient: 'kontakt@rosenheimjobs.de' },
  THEME: { primaryColor: '#b0272e' },
  GEO_INFO: {
    fixtures: [
      { label: 'Rosenheim', lat: 47.8571, lng: 12.1181 },
      { label: 'Wasserburg am Inn', lat: 48.0608, lng: 12.2333 },
      { label: 'Bad Aibling', lat: 47.8638, lng: 12.0106 },
      { label: 'Kolbermoor', lat: 47.8496, lng: 12.067 },
      { label: 'Raubling', lat: 47.7905, lng: 12.1109 },
      { label: 'Bad Endorf', lat: 47.909, lng: 12.298 },
      { label: 'Brannenburg', lat: 47.74, lng: 12.0917 },
    ],
    // docs/product.md §9: default radius set with a smaller preselected radius.
    radius: { defaultValue: 20 },
  },
};

export default rosenheim;
