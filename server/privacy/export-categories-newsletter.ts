import messages from '../../messages/de.json';
import { code, instant, internal, secret, site, text } from './export-columns';
import type { CategorySpec } from './export-category-types';

/**
 * The newsletter sign-ups of the account's address (docs/product-decisions.md "Newsletter"): the site, the
 * consent's version and when it was asked for and confirmed are the consent proof, so they are shown.
 */
export const NEWSLETTER_CATEGORIES = {
  newsletter_subscriptions: {
    section: 'newsletter',
    key: 'newsletter',
    title: (row) => row.email as string,
    columns: {
      id: internal,
      region_id: site('site'),
      email: text('email'),
      source: code('newsletterSource', messages.newsletter.admin.sources),
      consent_version: text('version'),
      confirm_token_hash: secret,
      requested_at: instant('requestedAt'),
      confirmed_at: instant('newsletterConfirmedAt'),
      unsubscribe_token_hash: secret,
      created_at: instant('createdAt'),
      updated_at: instant('updatedAt'),
    },
  },
} satisfies Record<string, CategorySpec>;
