import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, regionId, timestamps, tstz } from './columns';
import { users } from './users';

/**
 * docs/product.md §3 consent info: a GDPR text users agree to (terms, privacy, newsletter …) shown at a placement
 * (e.g. 'signup', 'modal', 'application'). region_id null: shared by every site. Its wording lives in revisions.
 */
export const gdprConsentInfos = pgTable(
  'gdpr_consent_infos',
  {
    id: id(),
    type: text('type').notNull(),
    placement: text('placement').notNull(),
    regionId: regionId(),
    optIn: boolean('opt_in').notNull().default(true),
    active: boolean('active').notNull().default(true),
    weight: integer('weight').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('gdpr_consent_infos_type_placement_idx').on(t.type, t.placement, t.regionId)],
);

/**
 * One wording of a consent info per language; the highest published revision is "the latest consent"
 * (docs/product.md §4).
 */
export const gdprConsentInfoRevisions = pgTable(
  'gdpr_consent_info_revisions',
  {
    id: id(),
    infoId: uuid('info_id')
      .notNull()
      .references(() => gdprConsentInfos.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    language: text('language').notNull().default('de'),
    /** filtered_html. */
    text: text('text').notNull(),
    publishedAt: tstz('published_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('gdpr_consent_info_revisions_uq').on(t.infoId, t.revision, t.language)],
);

/** docs/product.md §3 GDPR consent: id, mail, infoId, infoRevisionId; user_id set when a signed-in user agreed. */
export const gdprUserConsents = pgTable(
  'gdpr_user_consents',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    mail: text('mail').notNull(),
    infoId: uuid('info_id')
      .notNull()
      .references(() => gdprConsentInfos.id, { onDelete: 'cascade' }),
    infoRevisionId: uuid('info_revision_id')
      .notNull()
      .references(() => gdprConsentInfoRevisions.id, { onDelete: 'cascade' }),
    regionId: regionId(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('gdpr_user_consents_user_idx').on(t.userId, t.infoId),
    index('gdpr_user_consents_mail_idx').on(t.mail, t.infoId),
  ],
);
