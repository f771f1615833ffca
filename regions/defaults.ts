import type { RegionConfig } from './schema';

/** GA4 properties every site reports to besides its own (docs/product.md §1 "shared base list"). */
export const GA4_BASE_MEASUREMENT_IDS = ['G-JBRGNL0001'];

/**
 * The alternative radius set of the large regions, 5 to 200 km with 100 preselected, instead of the
 * default 5 to 100 km. A site picks it as `GEO_INFO.radius`; unit and hiding stay the shared ones.
 */
export const ALTERNATIVE_RADIUS_SET: Readonly<Pick<RegionConfig['GEO_INFO']['radius'], 'options' | 'defaultValue'>> = {
  options: [5, 25, 50, 100, 200],
  defaultValue: 100,
};

/** Shared defaults of every site (docs/product.md §1, §9); a site file overrides only what differs. */
export const REGION_DEFAULTS: Omit<
  RegionConfig,
  | 'id'
  | 'HOSTS'
  | 'SITENAME'
  | 'SITE_DESCRIPTION'
  | 'REGION_NAME'
  | 'REGION_NAME_IN'
  | 'REGION_NAME_FROM'
  | 'TAGLINE'
  | 'GA4_MEASUREMENT_ID'
  | 'CMP_ID'
  | 'GEO_INFO'
> & { GEO_INFO: { radius: RegionConfig['GEO_INFO']['radius'] } } = {
  LOCALES: ['de'],
  DEFAULT_LOCALE: 'de',
  ASSETS: { logo: '/assets/{id}/logo.svg', faviconsPath: '/assets/{id}' },
  OG_IMAGE: '/og-image.png',
  // docs/product.md §1 consent manager: our own banner unless a site names an external CMP and its script.
  CMP_PROVIDER: 'first-party',
  CMP_SCRIPT_URL: null,
  PRIVACY_LINK: '/datenschutz',
  SOCIAL_LINKS: {},
  GEO_INFO: {
    // docs/product.md §9: default set 5, 10, 20, 35, 50, 100 km, default 100, hidden for country and state-wide
    // searches.
    radius: {
      options: [5, 10, 20, 35, 50, 100],
      defaultValue: 100,
      unit: 'km',
      unitMultiplier: 1,
      hideForLocationType: ['country', 'administrative_area_level_1'],
    },
  },
  // docs/product.md §2: most sites share joblocal's contact page and its inbox.
  CONTACT: { path: '/kontakt-joblocal', recipient: 'kontakt@joblocal.de' },
  ROBOTS_FILE: '/robots/{id}.txt',
  CURRENCY_POSITION: 'after',
  SHARE_NETWORKS: ['facebook', 'linkedin', 'email', 'twitter', 'whatsapp', 'xing', 'bluesky'],
  THEME: { primaryColor: '#33bda6', fontFamily: 'inter' },
  JOB_POSTING: { review: 'untrusted', salaryRequired: false, defaultDurationDays: 30 },
  // docs/product.md §1: the regional sites run with these flags; exceptions live in the site files.
  // docs/product.md §9: social login is off everywhere until a site turns a provider on.
  SOCIAL_LOGIN: [],
  // docs/product.md §1.4 TOP_CV is off by default; a site turning it on names its partner page.
  TOP_CV_URL: null,
  FEATURES: {
    RESUME_FEATURE_ACTIVE: true,
    APPLICANT_FEATURE_ACTIVE: true,
    INCOMPLETE_REDIRECT_TO_WIZARD: true,
    BLOG_FEATURE_ACTIVE: false,
    BOOKMARKS_FEATURE_ACTIVE: false,
    SALARY_FREE_INPUT: true,
    JOB_TRACKING_PIXEL: true,
    ATTACHMENTS_FEATURE_ACTIVE: true,
    AI_JOB_DESCRIPTION: true,
    RESUME_IMPORT: true,
    TOP_CV: false,
    FIELDS_OF_STUDY: false,
    NEWSLETTER: false,
    PASSWORD_POLICY: false,
    CAPTCHA: false,
    LANDING_ADS: false,
    GDPR_CONSENT: true,
    EURO_VAT: true,
    ORDER_ADDITIONAL_INFO: true,
    GA4_STATS: true,
    POWERED_BY_FOOTER: true,
    SUBSCRIPTIONS_FEATURE_ACTIVE: true,
    READ_ONLY_MODE: false,
    SHOW_ONLY_FEATURED_ORGANIZATIONS: false,
    SHOW_PUBLISHED_DATE: false,
    PATH_TRANSLATIONS_ACTIVE: true,
  },
  MENU: [
    { labelKey: 'jobs', href: 'internal:/jobs' },
    { labelKey: 'organizations', href: 'internal:/organizations' },
    { labelKey: 'resume', href: 'internal:/resume' },
    // Shown only where the site has a blog (lib/routing/feature-paths.ts siteMenu).
    { labelKey: 'blog', href: 'internal:/blog' },
    { labelKey: 'contact', href: 'internal:/contact' },
  ],
  CUSTOM_SERVICES: { jobware: null, socialtelligence: null },
  // docs/product-decisions.md "Consent and analytics": a choice is kept 12 months; server-side events on; the
  // conversion API hears the application funnel.
  TRACKING: {
    consentVersion: 1,
    consentMaxAgeDays: 365,
    serverSideEvents: true,
    conversionEvents: ['job_apply_start', 'job_apply_complete'],
  },
  // One operator runs every site and invoices for all of them; an installation sets its own data here.
  SELLER: {
    id: 'operator',
    name: 'Regio Jobbörsen GmbH',
    street: 'Münchener Straße 12',
    postalCode: '83022',
    city: 'Rosenheim',
    countryCode: 'DE',
    vatId: 'DE812345673',
    email: 'rechnung@regio-jobboersen.example',
    phone: '+49 8031 123450',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    bankName: 'Deutsche Kreditbank Berlin',
    registerCourt: 'Amtsgericht Traunstein',
    registerNumber: 'HRB 12345',
    managingDirectors: 'Anna Huber, Josef Maier',
    invoicePrefix: 'RE',
    orderPrefix: 'B',
    paymentTermDays: 14,
  },
};
