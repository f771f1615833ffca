import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, regionId, timestamps, tstz } from './columns';

/** Where a sign-up was sent from: the footer of any page or the /newsletter page. */
export const NEWSLETTER_SOURCES = ['footer', 'page'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * docs/product.md §1.4 NEWSLETTER: one address on one site, with double opt-in (docs/product-decisions.md
 * "Newsletter"). Links carry random tokens of which only SHA-256 hashes are kept. The consent proof is the
 * text version the address agreed to, when it asked (created_at) and when it confirmed; no IP address.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    regionId: regionId().notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    source: text('source').$type<NewsletterSource>().notNull(),
    /** The version of the consent sentence shown with the form (server/newsletter/consent-text.ts). */
    consentVersion: text('consent_version').notNull(),
    /** Null once confirmed: the confirm link is spent. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the pending confirm link was mailed; it is valid for a week from then. */
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    confirmedAt: tstz('confirmed_at'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    ...timestamps(),
  },
  (t) => [
    unique('newsletter_subscriptions_region_email_unique').on(t.regionId, t.email),
    index('newsletter_subscriptions_email_idx').on(t.email),
  ],
);
