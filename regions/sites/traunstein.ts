import type { RegionOverrides } from '../schema';

/** Traunstein: the town and district of Traunstein, Bavaria. */
const traunstein: RegionOverrides = {
  HOSTS: ['jobs-in-traunstein.de', 'www.jobs-in-traunstein.de'],
  SITENAME: 'Jobs in Traunstein',
  SITE_DESCRIPTION:
    'Jobs in Traunstein: aktuelle Stellenangebote in Traunstein, Traunreut, Trostberg und im ganzen Landkreis.',
  REGION_NAME: 'Traunstein',
  GA4_MEASUREMENT_ID: 'G-CQBRZRYYI9',
  CMP_ID: 'XZsBtaJpqPyp',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobsintraunstein',
  },
  FEATURES: {
    // docs/product.md §1: the one site that shows the published date.
    SHOW_PUBLISHED_DATE: true,
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Traunstein', lat: 47.8683, lng: 12.6434 },
      { label: 'Traunreut', lat: 47.9627, lng: 12.5923 },
      { label: 'Trostberg', lat: 48.028, lng: 12.558 },
      { label: 'Tittmoning', lat: 48.0616, lng: 12.7676 },
      { label: 'Waging am See', lat: 47.9341, lng: 12.7339 },
      { label: 'Ruhpolding', lat: 47.7667, lng: 12.65 },
    ],
    // docs/product.md §9: default radius set with a smaller preselected radius.
    radius: { defaultValue: 35 },
  },
};

export default traunstein;
