import type { RegionOverrides } from '../schema';

/** Chiemgau: the area around the Chiemsee in the districts of Traunstein and Rosenheim, Bavaria. */
const chiemgau: RegionOverrides = {
  HOSTS: ['chiemgaujobs.de', 'www.chiemgaujobs.de'],
  SITENAME: 'chiemgaujobs',
  SITE_DESCRIPTION:
    'chiemgaujobs: aktuelle Stellenangebote rund um den Chiemsee, von Prien über Traunstein bis Traunreut und Trostberg.',
  TAGLINE: 'Arbeiten, wo andere Urlaub machen',
  REGION_NAME: 'Chiemgau',
  REGION_NAME_IN: 'im Chiemgau',
  REGION_NAME_FROM: 'aus dem Chiemgau',
  GA4_MEASUREMENT_ID: 'G-K3ODXP9PQR',
  CMP_ID: 'pWJMnBzuYkCy',
  // docs/product.md §3 custom services: recruiting campaigns measured by Socialtelligence (marketing consent).
  CUSTOM_SERVICES: { socialtelligence: { customerId: 'chiemgau-2031' } },
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/chiemgaujobs',
    instagram: 'https://www.instagram.com/chiemgaujobs',
  },
  // docs/product.md §2: /kontakt redirects to this site's own contact page.
  CONTACT: { path: '/kontakt-chiemgaujobs', recipient: 'kontakt@chiemgaujobs.de' },
  THEME: { primaryColor: '#1a73b5' },
  FEATURES: {
    // docs/product.md §1: the blog is on for Chiemgau and Innsalzach only.
    BLOG_FEATURE_ACTIVE: true,
    // docs/product.md §1.4: the Merkliste is on for Franken and Chiemgau.
    BOOKMARKS_FEATURE_ACTIVE: true,
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Prien am Chiemsee', lat: 47.856, lng: 12.3462 },
      { label: 'Traunstein', lat: 47.8683, lng: 12.6434 },
      { label: 'Traunreut', lat: 47.9627, lng: 12.5923 },
      { label: 'Trostberg', lat: 48.028, lng: 12.558 },
      { label: 'Grassau', lat: 47.781, lng: 12.4536 },
      { label: 'Bernau am Chiemsee', lat: 47.8117, lng: 12.3757 },
      { label: 'Ruhpolding', lat: 47.7667, lng: 12.65 },
    ],
    // docs/product.md §9: default radius set with a smaller preselected radius.
    radius: { defaultValue: 20 },
  },
};

export default chiemgau;
