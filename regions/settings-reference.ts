/**
 * What each setting of a site file does, for the operators' table in regions/README.md (regions/settings-table.ts).
 * Keys are setting paths; a nested object is described key by key where an operator sets its keys one by one.
 * The README test fails when a setting of regions/schema.ts has no row here.
 */
export type SettingDoc = { key: string; what: string; default?: string };

export const SETTING_DOCS: readonly SettingDoc[] = [
  { key: 'HOSTS', what: 'Production host names (apex and www.); the first is the address in every absolute link.' },
  { key: 'SITENAME', what: 'Name in titles, header logo text, mails, footer copyright and the share picture.' },
  { key: 'SITE_DESCRIPTION', what: 'Meta description of the front page and text of the share picture (20–300 chars).' },
  { key: 'REGION_NAME', what: 'The region on its own ("Franken", "Saarland").' },
  {
    key: 'REGION_NAME_IN',
    what: 'The region after "in" in running text ("im Saarland").',
    default: '`in <REGION_NAME>`',
  },
  { key: 'REGION_NAME_FROM', what: 'The region after "aus" ("aus dem Saarland").', default: '`aus <REGION_NAME>`' },
  {
    key: 'TAGLINE',
    what: 'The front page line above the heading, one line of 10–80 characters.',
    default: '`Arbeiten, wo du zu Hause bist – <REGION_NAME_IN>`',
  },
  { key: 'LOCALES', what: 'Languages of the site; only de exists.' },
  { key: 'DEFAULT_LOCALE', what: 'Language of pages, mails and path translations; only de exists.' },
  {
    key: 'ASSETS',
    what: 'Paths of the logo and the favicon folder under public/ (scripts/generate-region-assets.ts).',
  },
  { key: 'OG_IMAGE', what: 'Picture shown when a page is shared; the default is drawn from SITENAME and THEME.' },
  {
    key: 'CMP_ID',
    what: 'The consent manager’s id: the external CMP’s settings id, or our banner’s, named in every consent proof.',
  },
  {
    key: 'CMP_PROVIDER',
    what: 'Consent manager: first-party (our own banner) or an external CMP speaking IAB TCF v2 (usercentrics, sourcepoint, consentmanager).',
  },
  { key: 'CMP_SCRIPT_URL', what: 'The external CMP’s loader (https); null for the first-party banner.' },
  {
    key: 'GA4_MEASUREMENT_ID',
    what: 'The site’s Google Analytics 4 property, after the shared base list; served by the GraphQL `config` query only.',
  },
  {
    key: 'PRIVACY_LINK',
    what: 'Target of the site’s privacy links, e.g. in the sign-up and application forms (/path or https://).',
  },
  { key: 'SOCIAL_LINKS', what: 'Facebook and Instagram pages in the footer and the Organization markup.' },
  { key: 'GEO_INFO.fixtures', what: 'Quick-pick places of the search form; also pick the front page picture.' },
  {
    key: 'GEO_INFO.radius',
    what: 'Radius choices of the search (options, defaultValue, unit, hidden location types).',
  },
  { key: 'CONTACT.path', what: 'The site’s own contact page `/kontakt-<name>`; null puts the form at /kontakt.' },
  { key: 'CONTACT.recipient', what: 'Where the contact form’s messages go.' },
  {
    key: 'ROBOTS_FILE',
    what: 'Where /robots.txt redirects (a file under public/, see scripts/generate-region-assets.ts).',
  },
  { key: 'CURRENCY_POSITION', what: 'Euro sign after ("3.500 €") or before ("€ 3.500") amounts.' },
  {
    key: 'SOCIAL_LOGIN',
    what: 'Social sign-in buttons (linkedin, google, facebook; always in that order) on the sign-in and sign-up pages; each needs AUTH_<PROVIDER>_ID and _SECRET in the environment, else it stays hidden and the start logs why (Göttingen’s demo has none).',
    default: '[] (none)',
  },
  {
    key: 'TOP_CV_URL',
    what: 'The CV-review partner’s page (https) the resume area links to where FEATURES.TOP_CV is on; required then.',
    default: 'null',
  },
  { key: 'SHARE_NETWORKS', what: 'Share links on job pages, in display order.' },
  { key: 'THEME.primaryColor', what: 'Brand colour; tints and darker shades that keep 4.5:1 contrast are derived.' },
  { key: 'THEME.fontFamily', what: 'Typeface: inter (self-hosted) or system (no web font).' },
  { key: 'FEATURES', what: 'Feature flags: see the flag table below.', default: 'see below' },
  { key: 'JOB_POSTING.review', what: 'Which new jobs and changes wait for an editor: all, untrusted or none.' },
  { key: 'JOB_POSTING.salaryRequired', what: 'A salary range is required when posting (else asked for and advised).' },
  { key: 'JOB_POSTING.defaultDurationDays', what: 'Runtime of a posting in days when the recruiter sets no end.' },
  {
    key: 'MENU',
    what: 'Header navigation: label key of `nav` in messages/de.json and target.',
    default: 'jobs, organizations, resume, contact',
  },
  { key: 'CUSTOM_SERVICES.jobware', what: 'Jobware customer id; its script loads only with marketing consent.' },
  {
    key: 'CUSTOM_SERVICES.socialtelligence',
    what: 'Socialtelligence customer id; its script loads only with marketing consent.',
  },
  {
    key: 'TRACKING.consentVersion',
    what: 'Version of the banner’s purposes and services: raising it asks every visitor again.',
  },
  { key: 'TRACKING.consentMaxAgeDays', what: 'Days a choice is kept before the banner asks again (at most 395).' },
  {
    key: 'TRACKING.serverSideEvents',
    what: 'Events are also sent server-side through /api/gmapi (GA4 Measurement Protocol), with statistics consent.',
  },
  {
    key: 'TRACKING.conversionEvents',
    what: 'Events sent to the conversion API (/api/conversionapi) with marketing consent; an empty list turns it off.',
  },
  {
    key: 'SELLER',
    what: 'Who sells credits and subscriptions and issues invoices: name, address, VAT id, bank, register, number prefixes, payment term.',
    default: 'the operator (regions/defaults.ts)',
  },
];
