import type { RegionOverrides } from '../schema';

/** Hannover: the state capital of Lower Saxony and the Hannover region. */
const hannover: RegionOverrides = {
  HOSTS: ['jobs-in-hannover.de', 'www.jobs-in-hannover.de'],
  SITENAME: 'Jobs in Hannover',
  SITE_DESCRIPTION:
    'Jobs in Hannover: aktuelle Stellenangebote von Arbeitgebern aus der Landeshauptstadt und der ganzen Region Hannover.',
  REGION_NAME: 'Hannover',
  GA4_MEASUREMENT_ID: 'G-BHCH8D5NBH',
  CMP_ID: 'WF7xZ7VuZpmS',
  GEO_INFO: {
    fixtures: [
      { label: 'Hannover', lat: 52.3705, lng: 9.7332 },
      { label: 'Langenhagen', lat: 52.4422, lng: 9.7365 },
      { label: 'Garbsen', lat: 52.4196, lng: 9.6033 },
      { label: 'Laatzen', lat: 52.3151, lng: 9.7974 },
      { label: 'Lehrte', lat: 52.3719, lng: 9.9792 },
      { label: 'Burgdorf', lat: 52.4463, lng: 10.0064 },
      { label: 'Wunstorf', lat: 52.4241, lng: 9.4378 },
      { label: 'Neustadt am Rübenberge', lat: 52.5046, lng: 9.4587 },
    ],
  },
  FEATURES: {
    // docs/product-decisions.md "Captcha": the demo's site with the proof-of-work captcha on its anonymous forms.
    CAPTCHA: true,
  },
};

export default hannover;
