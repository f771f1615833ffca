import type { RegionOverrides } from '../schema';

/** Innsalzach: the Inn-Salzach region with the districts of Altötting and Mühldorf am Inn, Bavaria. */
const innsalzach: RegionOverrides = {
  HOSTS: ['innsalzachjobs.de', 'www.innsalzachjobs.de'],
  SITENAME: 'innsalzachjobs',
  SITE_DESCRIPTION:
    'innsalzachjobs: aktuelle Stellenangebote in Altötting, Mühldorf am Inn, Burghausen, Waldkraiburg und der Region.',
  REGION_NAME: 'Inn-Salzach',
  REGION_NAME_IN: 'in der Region Inn-Salzach',
  REGION_NAME_FROM: 'aus der Region Inn-Salzach',
  GA4_MEASUREMENT_ID: 'G-D06SVMJCFR',
  CMP_ID: 'W6vHrfuJ6brI',
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/innsalzachjobs',
    instagram: 'https://www.instagram.com/innsalzachjobs',
  },
  // docs/product.md §2: /kontakt redirects to this site's own contact page.
  CONTACT: { path: '/kontakt-innsalzachjobs', recipient: 'kontakt@innsalzachjobs.de' },
  THEME: { primaryColor: '#2e7d32' },
  FEATURES: {
    // docs/product.md §1: the blog is on for Chiemgau and Innsalzach only.
    BLOG_FEATURE_ACTIVE: true,
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Altötting', lat: 48.2253, lng: 12.6767 },
      { label: 'Mühldorf am Inn', lat: 48.2467, lng: 12.5216 },
      { label: 'Burghausen', lat: 48.1693, lng: 12.8314 },
      { label: 'Waldkraiburg', lat: 48.2085, lng: 12.3989 },
      { label: 'Neuötting', lat: 48.241, lng: 12.69 },
      { label: 'Töging am Inn', lat: 48.2602, lng: 12.5846 },
    ],
    // docs/product.md §9: default radius set with a smaller preselected radius.
    radius: { defaultValue: 20 },
  },
};

export default innsalzach;
