/**
 * The version of the consent sentence next to the sign-up form (messages/de.json newsletter.consent). Each
 * subscription keeps the version it agreed to as its consent proof; a changed sentence gets a new version.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-30';

/** A pending confirm link works for a week; after that the address has to sign up again. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
