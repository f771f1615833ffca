import type { RegionOverrides } from '../schema';

/** Franken: Franconia, the northern part of Bavaria around Nürnberg, Würzburg and Bayreuth. */
const franken: RegionOverrides = {
  HOSTS: ['jobs-in-franken.de', 'www.jobs-in-franken.de'],
  SITENAME: 'Jobs in Franken',
  SITE_DESCRIPTION:
    'Jobs in Franken: aktuelle Stellenangebote von Arbeitgebern aus Nürnberg, Würzburg, Bamberg, Bayreuth und der ganzen Region.',
  TAGLINE: 'Vom Main bis zur Altmühl: Jobs mit fränkischem Herz',
  REGION_NAME: 'Franken',
  GA4_MEASUREMENT_ID: 'G-B7HR370RU2',
  CMP_ID: 'oASuI7ZQTg70',
  // docs/product.md §3 custom services: employers here also advertise through Jobware (marketing consent).
  CUSTOM_SERVICES: { jobware: { customerId: 'jif-franken-4711' } },
  FEATURES: {
    // docs/product.md §1.4: the Merkliste is on for Franken and Chiemgau.
    BOOKMARKS_FEATURE_ACTIVE: true,
  },
  SOCIAL_LINKS: {
    facebook: 'https://www.facebook.com/jobsinfranken',
    instagram: 'https://www.instagram.com/jobsinfranken',
  },
  GEO_INFO: {
    fixtures: [
      { label: 'Nürnberg', lat: 49.4542, lng: 11.0775 },
      { label: 'Fürth', lat: 49.4759, lng: 10.9886 },
      { label: 'Erlangen', lat: 49.591, lng: 11.0078 },
      { label: 'Würzburg', lat: 49.7939, lng: 9.9512 },
      { label: 'Bamberg', lat: 49.8987, lng: 10.9007 },
      { label: 'Bayreuth', lat: 49.9478, lng: 11.5789 },
      { label: 'Schweinfurt', lat: 50.0494, lng: 10.2218 },
      { label: 'Ansbach', lat: 49.3048, lng: 10.5931 },
    ],
  },
};

export default franken;
