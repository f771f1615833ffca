import { z } from 'zod';
import { ANALYTICS_EVENTS } from '../server/analytics/events';

/** A quick-pick place of the search form (docs/product.md §3 GEO_INFO fixtures). */
const geoFixture = z.strictObject({
  label: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** Typefaces the app bundles (self-hosted, lib/theme/fonts.ts); a site picks one in THEME.fontFamily. */
export const FONT_FAMILIES = ['inter', 'system'] as const;

/** Location types of the search payload (docs/product.md §7 geoLocation.locationType). */
export const LOCATION_TYPES = ['locality', 'postal_code', 'administrative_area_level_1', 'country'] as const;

const radiusFields = z.strictObject({
  options: z.array(z.number().int().positive()).min(1),
  defaultValue: z.number().int().positive(),
  unit: z.literal('km'),
  unitMultiplier: z.number().positive(),
  hideForLocationType: z.array(z.enum(LOCATION_TYPES)),
});

const radius = radiusFields.refine((r) => r.options.includes(r.defaultValue), {
  message: 'defaultValue must be one of options',
  path: ['defaultValue'],
});

/** Site-relative path ("/datenschutz") or absolute https URL. */
const linkTarget = z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'must start with / or https://');
const sitePath = z.string().regex(/^\/[^\s]*$/, 'must start with /');

/**
 * docs/product.md §9 social login, in the spec's order (LinkedIn, Google, Facebook). A site lists the ones it offers in
 * SOCIAL_LOGIN; the buttons always follow this order, whatever order the file uses.
 */
export const SOCIAL_LOGIN_PROVIDERS = ['linkedin', 'google', 'facebook'] as const;
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number];

/** Every feature flag of docs/product.md §1.4, with its config name. */
export const featureFlags = z.strictObject({
  RESUME_FEATURE_ACTIVE: z.boolean(),
  APPLICANT_FEATURE_ACTIVE: z.boolean(),
  INCOMPLETE_REDIRECT_TO_WIZARD: z.boolean(),
  BLOG_FEATURE_ACTIVE: z.boolean(),
  BOOKMARKS_FEATURE_ACTIVE: z.boolean(),
  SALARY_FREE_INPUT: z.boolean(),
  JOB_TRACKING_PIXEL: z.boolean(),
  ATTACHMENTS_FEATURE_ACTIVE: z.boolean(),
  AI_JOB_DESCRIPTION: z.boolean(),
  RESUME_IMPORT: z.boolean(),
  TOP_CV: z.boolean(),
  FIELDS_OF_STUDY: z.boolean(),
  NEWSLETTER: z.boolean(),
  PASSWORD_POLICY: z.boolean(),
  CAPTCHA: z.boolean(),
  LANDING_ADS: z.boolean(),
  GDPR_CONSENT: z.boolean(),
  EURO_VAT: z.boolean(),
  ORDER_ADDITIONAL_INFO: z.boolean(),
  GA4_STATS: z.boolean(),
  POWERED_BY_FOOTER: z.boolean(),
  SUBSCRIPTIONS_FEATURE_ACTIVE: z.boolean(),
  READ_ONLY_MODE: z.boolean(),
  SHOW_ONLY_FEATURED_ORGANIZATIONS: z.boolean(),
  SHOW_PUBLISHED_DATE: z.boolean(),
  PATH_TRANSLATIONS_ACTIVE: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlags>;

const hostName = z
  .string()
  .regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
    'not a valid host name (lower case, no port)',
  );

/**
 * docs/product.md §1 consent manager: our own banner (components/cookie-consent/), or an external CMP that
 * speaks the IAB TCF v2 API (lib/analytics/tcf-consent.ts), loaded from CMP_SCRIPT_URL.
 */
export const CMP_PROVIDERS = ['first-party', 'usercentrics', 'sourcepoint', 'consentmanager'] as const;
export type CmpProvider = (typeof CMP_PROVIDERS)[number];

/** A customer id of a custom service (docs/product.md §3): it ends up in a script address. */
const customService = z.strictObject({
  customerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _ (at most 64)'),
});

/**
 * Consent and analytics of a site (docs/product.md §4, §7; docs/product-decisions.md "Consent and analytics").
 */
const tracking = z.strictObject({
  /** The version of the banner's purposes and services: raising it asks every visitor again. */
  consentVersion: z.number().int().min(1),
  /** Days a choice (yes or no) is kept before the banner asks again; at most 13 months. */
  consentMaxAgeDays: z.number().int().min(1).max(395),
  /** docs/product.md §7 server-side flag: events are also sent through /api/gmapi (Measurement Protocol). */
  serverSideEvents: z.boolean(),
  /** docs/product.md §7 conversion flag: the events sent to /api/conversionapi; none turns it off. */
  conversionEvents: z.array(z.enum(ANALYTICS_EVENTS)),
});
export type TrackingConfig = z.infer<typeof tracking>;

/**
 * Who sells credits and subscriptions on a site and issues the invoices (§14 UStG): seller, address, VAT id,
 * bank. `id` keys the gapless invoice numbers, so sites with the same seller share one number series.
 */
const seller = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(2),
  street: z.string().min(2),
  postalCode: z.string().regex(/^\d{5}$/, 'must be a German postal code'),
  city: z.string().min(2),
  countryCode: z.literal('DE'),
  vatId: z.string().regex(/^DE\d{9}$/, 'must look like DE123456789'),
  taxNumber: z.string().min(5).optional(),
  email: z.email(),
  /** XRechnung requires the seller's telephone (BR-DE-6). */
  phone: z.string().regex(/^\+?[\d /-]{6,}$/, 'must be a telephone number'),
  iban: z.string().regex(/^DE\d{20}$/, 'must be a German IBAN without spaces'),
  bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
  bankName: z.string().min(2),
  registerCourt: z.string().min(2),
  registerNumber: z.string().min(2),
  managingDirectors: z.string().min(2),
  /** Leading letters of the invoice and order numbers ("RE-2026-00017", "B-2026-00017"). */
  invoicePrefix: z.string().regex(/^[A-Z]{1,4}$/),
  orderPrefix: z.string().regex(/^[A-Z]{1,4}$/),
  /** Days until an invoice is due (payment on invoice). */
  paymentTermDays: z.number().int().min(7).max(60),
});
export type SellerConfig = z.infer<typeof seller>;

/** The full, validated configuration of one regional site. */
export const regionConfig = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** Production host names; `<id>.localhost` is added by the registry. */
  HOSTS: z.array(hostName).min(1),
  SITENAME: z.string().min(2),
  SITE_DESCRIPTION: z.string().min(20).max(300),
  /** Name of the region on its own ("Franken", "Saarland"). */
  REGION_NAME: z.string().min(2),
  /** The region after "in" with its article, as running text needs it ("in Franken", "im Saarland"). */
  REGION_NAME_IN: z.string().regex(/^(in|im) \S/, 'must start with "in " or "im "'),
  /** The region after "aus" ("aus Franken", "aus dem Saarland"). */
  REGION_NAME_FROM: z.string().regex(/^aus \S/, 'must start with "aus "'),
  /**
   * The front page's line above the heading ("Arbeiten, wo andere Urlaub machen"): one line of 10 to 80
   * characters; a site without its own gets "Arbeiten, wo du zu Hause bist – in <REGION_NAME>" (build-region.ts).
   */
  TAGLINE: z
    .string()
    .min(10, 'must have at least 10 characters')
    .max(80, 'must have at most 80 characters')
    .regex(/^\S(.*\S)?$/, 'must be one line without leading or trailing spaces'),
  LOCALES: z.array(z.literal('de')).min(1),
  DEFAULT_LOCALE: z.literal('de'),
  ASSETS: z.strictObject({ logo: sitePath, faviconsPath: sitePath }),
  OG_IMAGE: sitePath,
  /** The consent manager's id: the external CMP's settings id, or our banner's, named in every consent proof. */
  CMP_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _ (at most 64)'),
  CMP_PROVIDER: z.enum(CMP_PROVIDERS),
  /** The external CMP's loader (https); null for the first-party banner (checked together in build-region.ts). */
  CMP_SCRIPT_URL: z.url().startsWith('https://', 'must start with https://').nullable(),
  /** The shared base list is prepended by the registry. */
  GA4_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{6,12}$/, 'must look like G-XXXXXXXXXX'),
  PRIVACY_LINK: linkTarget,
  SOCIAL_LINKS: z.strictObject({
    facebook: z.url().startsWith('https://www.facebook.com/').optional(),
    instagram: z.url().startsWith('https://www.instagram.com/').optional(),
  }),
  GEO_INFO: z.strictObject({ fixtures: z.array(geoFixture).min(1), radius }),
  /**
   * docs/product.md §2 the contact form. `path`: the site's own contact page (/kontakt redirects there, temporarily,
   * and it shows the form); null: the form is at /kontakt itself. `recipient`: where the site's contact mails go.
   */
  CONTACT: z.strictObject({
    path: sitePath
      .regex(/^\/kontakt-[A-Za-z0-9-]+$/, 'must look like /kontakt-<name> (a path of its own, never a page of the app)')
      .nullable(),
    recipient: z.email(),
  }),
  /** docs/product.md §2 per-site temporary redirect target of /robots.txt. */
  ROBOTS_FILE: sitePath,
  /** docs/product.md §9 currency placement: "3.500 €" (after, default) or "€ 3.500" (before, with a space). */
  CURRENCY_POSITION: z.enum(['before', 'after']),
  /** docs/product.md §9 share targets on job pages, in display order. */
  SHARE_NETWORKS: z.array(z.enum(['facebook', 'linkedin', 'email', 'twitter', 'whatsapp', 'xing', 'bluesky'])),
  THEME: z.strictObject({
    primaryColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #33bda6'),
    /** One of the typefaces bundled with the app (lib/theme/fonts.ts); "system" loads no web font. */
    fontFamily: z.enum(FONT_FAMILIES),
  }),
  FEATURES: featureFlags,
  /**
   * docs/product.md §9 social login (all off by default): the providers this site offers. A provider shows only where
   * its credentials are set too (AUTH_<NAME>_ID and AUTH_<NAME>_SECRET, lib/data/auth/social-providers.ts).
   */
  SOCIAL_LOGIN: z
    .array(z.enum(SOCIAL_LOGIN_PROVIDERS))
    .refine((list) => new Set(list).size === list.length, 'must name each provider once'),
  /**
   * docs/product.md §1.4 TOP_CV: the CV-review partner's page the resume area links to (https); required where the
   * flag is on (checked together in build-region.ts).
   */
  TOP_CV_URL: z.url().startsWith('https://', 'must start with https://').nullable(),
  /** Posting jobs (docs/product.md §4 workflow). */
  JOB_POSTING: z.strictObject({
    /** Which new jobs and changes wait for an editor: every one, those of untrusted organizations, or none. */
    review: z.enum(['all', 'untrusted', 'none']),
    /** A salary range is required (EU pay transparency directive 2023/970); otherwise asked for and advised. */
    salaryRequired: z.boolean(),
    /** Runtime of a posting in days when the recruiter sets no end. */
    defaultDurationDays: z.number().int().min(1).max(365),
  }),
  /**
   * Header navigation: a key of `nav` in messages/de.json and a target; `internal:` targets are site paths
   * (docs/product.md §2).
   */
  MENU: z.array(z.strictObject({ labelKey: z.string().regex(/^[a-zA-Z]+$/), href: z.string().min(1) })).min(1),
  /** docs/product.md §3 custom services; their scripts load only with marketing consent. */
  CUSTOM_SERVICES: z.strictObject({
    jobware: customService.nullable(),
    socialtelligence: customService.nullable(),
  }),
  TRACKING: tracking,
  SELLER: seller,
});
export type RegionConfig = z.infer<typeof regionConfig>;

/** What a site file may set: everything but the id is optional and falls back to the shared defaults. */
export type RegionOverrides = Partial<
  Omit<RegionConfig, 'FEATURES' | 'GEO_INFO' | 'THEME' | 'CUSTOM_SERVICES' | 'JOB_POSTING' | 'CONTACT' | 'TRACKING'>
> & {
  /** Default "in <REGION_NAME>" and "aus <REGION_NAME>"; set them where the name takes an article. */
  FEATURES?: Partial<FeatureFlags>;
  GEO_INFO?: { fixtures: RegionConfig['GEO_INFO']['fixtures']; radius?: Partial<RegionConfig['GEO_INFO']['radius']> };
  THEME?: Partial<RegionConfig['THEME']>;
  JOB_POSTING?: Partial<RegionConfig['JOB_POSTING']>;
  /** A site names only what differs: its own contact page, its own recipient, or both. */
  CONTACT?: Partial<RegionConfig['CONTACT']>;
  CUSTOM_SERVICES?: Partial<RegionConfig['CUSTOM_SERVICES']>;
  TRACKING?: Partial<RegionConfig['TRACKING']>;
  HOSTS: string[];
  SITENAME: string;
  SITE_DESCRIPTION: string;
  REGION_NAME: string;
  GA4_MEASUREMENT_ID: string;
  CMP_ID: string;
};

/**
 * A site file as the registry reads it (regions/load-sites.ts): RegionOverrides, strict at every level, since a
 * data file has no compiler to catch a misspelt key. The merged config is validated again by buildRegion.
 */
const requiredOverrides = {
  HOSTS: true,
  SITENAME: true,
  SITE_DESCRIPTION: true,
  REGION_NAME: true,
  GA4_MEASUREMENT_ID: true,
  CMP_ID: true,
} as const;

export const regionOverrides = regionConfig
  .omit({
    ...requiredOverrides,
    id: true,
    FEATURES: true,
    GEO_INFO: true,
    THEME: true,
    CUSTOM_SERVICES: true,
    TRACKING: true,
    JOB_POSTING: true,
    CONTACT: true,
  })
  .partial()
  .extend(regionConfig.pick(requiredOverrides).shape)
  .extend({
    FEATURES: featureFlags.partial().optional(),
    GEO_INFO: z
      .strictObject({ fixtures: z.array(geoFixture).min(1), radius: radiusFields.partial().optional() })
      .optional(),
    THEME: regionConfig.shape.THEME.partial().optional(),
    JOB_POSTING: regionConfig.shape.JOB_POSTING.partial().optional(),
    CONTACT: regionConfig.shape.CONTACT.partial().optional(),
    CUSTOM_SERVICES: regionConfig.shape.CUSTOM_SERVICES.partial().optional(),
    TRACKING: regionConfig.shape.TRACKING.partial().optional(),
  });

// The zod schema and the RegionOverrides contract must describe the same files: each must be assignable to the other.
type ParsedOverrides = z.infer<typeof regionOverrides>;
export const OVERRIDES_MATCH_CONTRACT: [ParsedOverrides] extends [RegionOverrides]
  ? [RegionOverrides] extends [ParsedOverrides]
    ? true
    : never
  : never = true;
