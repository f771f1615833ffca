import type { RegionOverrides } from '../schema';

/** Göttingen: southern Lower Saxony around Göttingen, Hildesheim and Holzminden. */
const goettingen: RegionOverrides = {
  HOSTS: ['jobs-in-goettingen.de', 'www.jobs-in-goettingen.de'],
  SITENAME: 'Jobs in Göttingen',
  SITE_DESCRIPTION:
    'Jobs in Göttingen: aktuelle Stellenangebote von Arbeitgebern aus Göttingen, Hildesheim, Holzminden und Umgebung.',
  REGION_NAME: 'Göttingen, Hildesheim und Holzminden',
  GA4_MEASUREMENT_ID: 'G-1Z0L4GC040',
  CMP_ID: 'emZcK8llYatY',
  // docs/product.md §9 social login, the demo's one site with it on: buttons show only where an operator sets the
  // providers' credentials (AUTH_GOOGLE_ID …), which the demo has not, so it shows none; the e2e sets Google's.
  SOCIAL_LOGIN: ['facebook', 'google', 'linkedin'],
  GEO_INFO: {
    fixtures: [
      { label: 'Göttingen', lat: 51.5344, lng: 9.9323 },
      { label: 'Hildesheim', lat: 52.1508, lng: 9.9511 },
      { label: 'Holzminden', lat: 51.828, lng: 9.4455 },
    ],
  },
};

export default goettingen;
