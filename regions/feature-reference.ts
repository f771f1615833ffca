import type { FeatureFlags } from './schema';

/**
 * What a visitor sees with each flag on and off, read from the code that checks it (`git grep FEATURES.<NAME>`),
 * for the operators' table in regions/README.md.
 */
export type FlagDoc = { on: string; off: string };

export const FLAG_DOCS: Record<keyof FeatureFlags, FlagDoc> = {
  RESUME_FEATURE_ACTIVE: {
    on: 'Resumes: the front page’s call to add a resume, “Lebenslauf” in the menus, /lebenslauf and its wizard, resume import, the resume search, resume alerts, contact requests and their offer in subscriptions.',
    off: 'No resume entries anywhere: the resume pages, the resume search, resume alerts and contact requests redirect to /404, their menu entries, offers and texts are gone.',
  },
  APPLICANT_FEATURE_ACTIVE: {
    on: 'Applicant management for employers: the inbox /job-manager/bewerbungen (list, an application’s page, status changes with mails to the applicant, notes, file downloads), its workspace entry, the job manager’s and the dashboard’s application counts, and its line on the employers page.',
    off: 'Applications sent through the form still reach the employer by mail, to the poster even with that mail switched off; the inbox and its application pages are 404, its entries, counts and employers-page line are gone, its GraphQL operations refused; “Meine Bewerbungen” still lists what a seeker sent and says no status follows.',
  },
  INCOMPLETE_REDIRECT_TO_WIZARD: {
    on: 'A job seeker whose resume is incomplete lands in the resume wizard: from /lebenslauf and after signing up from the header.',
    off: '/lebenslauf shows the resume as it is; sign-up returns to the page the visitor came from.',
  },
  BLOG_FEATURE_ACTIVE: {
    on: 'The blog: /blog (paged list), posts with BlogPosting markup, an RSS feed, sitemap entries, the latest posts on the front page; editors write at /blog/redaktion.',
    off: 'Everything below /blog is a 404; no blog entries in menus, sitemaps or the front page.',
  },
  BOOKMARKS_FEATURE_ACTIVE: {
    on: 'The Merkliste: a bookmark button on job teasers and job pages, a header entry and the /merkliste page.',
    off: 'No bookmark buttons or header entry; /merkliste is a 404 and the bookmark API refuses.',
  },
  SALARY_FREE_INPUT: {
    on: 'The posting wizard’s salary step offers a range of the employer’s own (from, to, currency, period) or a predefined band.',
    off: 'The wizard offers the predefined bands only and the posting API refuses new amounts with a German message; a salary a job already states stays on its page.',
  },
  JOB_TRACKING_PIXEL: {
    on: 'Each job has an impression pixel (/api/jobs/<id>/pixel.gif) employers embed elsewhere, counted in the job’s statistics; the job manager shows the snippet.',
    off: 'The pixel answers 404 and the job manager shows no snippet.',
  },
  ATTACHMENTS_FEATURE_ACTIVE: {
    on: 'The application form and the contact form take files (up to 5, 50 MB); the posting wizard offers “Lebenslauf ist Pflicht”.',
    off: 'Neither form has a file field and both refuse files; the wizard does not offer “Lebenslauf ist Pflicht” and a job’s earlier requirement is not asked; a signed-in applicant may still send the resume PDF.',
  },
  AI_JOB_DESCRIPTION: {
    on: 'The posting wizard offers an AI draft of the job description (when AI_DRAFT_URL is set); the employers page lists it.',
    off: 'The wizard offers the built-in text only, the draft API refuses, the employers page leaves it out.',
  },
  RESUME_IMPORT: {
    on: 'The resume wizard starts with an import step (upload a CV file to fill the resume).',
    off: 'No import step: the wizard starts with personal data; the import page redirects onwards and the import API refuses.',
  },
  TOP_CV: {
    on: 'The resume page (and the CV import once a CV is read) offers TopCV’s free CV check: a plain link to TOP_CV_URL (required, https), with a note that TopCV is a separate service; nothing loads from it before a click.',
    off: 'No TopCV offer anywhere.',
  },
  FIELDS_OF_STUDY: {
    on: 'The employer directory can be filtered by field of study; employer pages list their fields of study.',
    off: 'No field-of-study filter in the directory and no fields of study on employer pages.',
  },
  NEWSLETTER: {
    on: 'A newsletter sign-up (address and consent sentence, double opt-in by mail) in the footer and at /newsletter; admins download the confirmed subscribers as CSV at /job-manager/newsletter.',
    off: 'No sign-up form; /newsletter, its confirm and unsubscribe pages and the subscriber list are 404 and the sign-up refuses.',
  },
  PASSWORD_POLICY: {
    on: 'Stronger passwords on sign-up (seekers and employers), change and reset: at least 12 characters, no common or repetitive ones, nothing of the address or the site; the rule shows under the field.',
    off: 'Today’s rule: at least 10 characters, not the e-mail address.',
  },
  CAPTCHA: {
    on: 'Anonymous sign-up, contact, job alert and application forms carry a proof-of-work check the browser solves (“Sicherheitsprüfung läuft …”); no third party, no cookie. Without script sign-up and contact wait 15 s; alert and application need script.',
    off: 'No check on those forms.',
  },
  LANDING_ADS: {
    on: 'Landing pages other than the legal texts (imprint, privacy, terms, any page with the seller block) end with up to five current job ads: the newest matching the page’s {{stellenanzeigen: …}} marker, else the site’s newest; featured first, linked to the listing.',
    off: 'No job ads on landing pages; the marker renders nothing.',
  },
  GDPR_CONSENT: {
    on: 'A signed-in user is asked to accept changed terms or privacy texts in a dialog.',
    off: 'No such dialog.',
  },
  EURO_VAT: {
    on: 'The checkout applies the EU rules: reverse charge for EU businesses whose VAT id VIES confirms, no German VAT outside the EU; the price table notes it.',
    off: 'The site sells within Germany only: the checkout offers Germany alone and refuses an address abroad next to the country field; no reverse charge note.',
  },
  ORDER_ADDITIONAL_INFO: {
    on: 'The checkout asks for an optional order reference, printed on the invoice.',
    off: 'No order reference field; an order that sends one is refused.',
  },
  GA4_STATS: {
    on: 'Google Analytics 4 with the site’s ids, loaded only after the visitor agreed to statistics in the banner; server-side events where TRACKING says so.',
    off: 'No Google Analytics, no server-side events, and the banner lists no statistics service for it.',
  },
  POWERED_BY_FOOTER: {
    on: 'The footer says “Ein Regionalportal der `<SELLER.name>`”.',
    off: 'No such footer line.',
  },
  SUBSCRIPTIONS_FEATURE_ACTIVE: {
    on: 'Subscriptions are sold in the checkout (“Abo abschließen” on /my-products) and an employer’s /my-products page lists them.',
    off: 'No subscription is sold (the checkout offers credits only, an order for one is refused); the subscriptions query lists none and answers “Abonnements gibt es auf dieser Seite nicht.”',
  },
  READ_ONLY_MODE: {
    on: 'Maintenance: a notice on every page; every write (GraphQL mutations, forms, uploads, sign-up) is refused with it, reading and signing in and out still work.',
    off: 'Normal operation.',
  },
  SHOW_ONLY_FEATURED_ORGANIZATIONS: {
    on: 'The employer directory lists featured employers only.',
    off: 'The employer directory lists every public employer.',
  },
  SHOW_PUBLISHED_DATE: {
    on: 'Job teasers and job pages show the publication date.',
    off: 'No publication date on teasers or job pages.',
  },
  PATH_TRANSLATIONS_ACTIVE: {
    on: 'German public paths (/lebenslauf, /arbeitgeber, /merkliste, /kontakt); the English ones redirect there.',
    off: 'The internal English paths (/resume, /organizations, /bookmarks, /contact) are the public ones.',
  },
};
