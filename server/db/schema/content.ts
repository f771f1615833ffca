import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, publishState, regionId, richTextFormat, sendStatus, timestamps, tstz } from './columns';
import { files } from './files';
import { jobs } from './jobs';
import { organizations } from './organizations';
import { users } from './users';

/** What a route slug resolves to (docs/product.md §3 route info): content, a redirect, or gone (HTTP 410). */
export const routeKind = pgEnum('route_kind', ['content', 'redirect', 'gone']);
export const REDIRECT_CODES = [301, 302, 303, 307, 308] as const;

/**
 * Metatag overrides of one route, keyed by meta name ('title', 'description', 'og:title', 'robots' …).
 * Missing title/description are derived from the entity by getRoutInfo.
 */
export type MetatagOverrides = Record<string, string>;

/** A standalone editorial page (Datenschutz, Impressum, AGB, Kontakt …); its path lives in route_slugs. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: id(),
    regionId: regionId().notNull(),
    language: text('language').notNull().default('de'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    bodyFormat: richTextFormat('body_format').notNull().default('filtered_html'),
    state: publishState('state').notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index('landing_pages_region_idx').on(t.regionId, t.language)],
);

/**
 * docs/product.md §2/§3 route lookup by slug and language, per region. slug is the site path with a leading slash,
 * matched exactly (case-sensitive). A content route points at exactly one entity; a redirect has a code and target.
 */
export const routeSlugs = pgTable(
  'route_slugs',
  {
    id: id(),
    regionId: regionId().notNull(),
    language: text('language').notNull().default('de'),
    slug: text('slug').notNull(),
    kind: routeKind('kind').notNull().default('content'),
    landingPageId: uuid('landing_page_id').references(() => landingPages.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    redirectCode: integer('redirect_code'),
    redirectTarget: text('redirect_target'),
    /** Reason reported for a gone route; 'gone' when empty. */
    goneReason: text('gone_reason'),
    metatags: jsonb('metatags').$type<MetatagOverrides>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    unique('route_slugs_region_language_slug_uq').on(t.regionId, t.language, t.slug),
    index('route_slugs_landing_page_idx').on(t.landingPageId),
    index('route_slugs_job_idx').on(t.jobId),
    index('route_slugs_organization_idx').on(t.organizationId),
    check('route_slugs_slug_check', sql`left(${t.slug}, 1) = '/'`),
    check(
      'route_slugs_content_check',
      sql`${t.kind} <> 'content' or num_nonnulls(${t.landingPageId}, ${t.jobId}, ${t.organizationId}) = 1`,
    ),
    check(
      'route_slugs_redirect_check',
      sql`${t.kind} <> 'redirect' or (${t.redirectCode} in (301, 302, 303, 307, 308) and ${t.redirectTarget} is not null)`,
    ),
  ],
);

/** docs/product.md §1 blog (on for some sites). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    regionId: regionId().notNull(),
    language: text('language').notNull().default('de'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    teaser: text('teaser'),
    body: text('body').notNull().default(''),
    bodyFormat: richTextFormat('body_format').notNull().default('filtered_html'),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    state: publishState('state').notNull().default('draft'),
    publishedAt: tstz('published_at'),
    ...timestamps(),
  },
  (t) => [
    unique('blog_posts_region_language_slug_uq').on(t.regionId, t.language, t.slug),
    index('blog_posts_region_state_published_idx').on(t.regionId, t.state, t.publishedAt),
  ],
);

/**
 * docs/product.md §2/§3 contact form message; mailed to the site's support by a worker with retries (like
 * applications).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    regionId: regionId().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** docs/product.md §2 copy option: send a copy to the sender. */
    sendCopy: boolean('send_copy').notNull().default(false),
    sendStatus: sendStatus('send_status').notNull().default('pending'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').defaultNow(),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_outbox_idx').on(t.sendStatus, t.nextAttemptAt)],
);

export const contactMessageAttachments = pgTable(
  'contact_message_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] })],
);

/** What the contact form keeps of a sender's attempt that came back with errors. */
export type ContactDraftFields = { name: string; email: string; subject: string; message: string; copy: boolean };

/**
 * A contact form that came back with errors, for browsers without JavaScript: the form posts to a route
 * handler (uploads are streamed), which keeps what was typed and the accepted files and sends the browser
 * back to the form with the draft's random id, bound to it by a cookie. Personal data: deleted when the
 * message is sent and after a day at the latest.
 */
export const contactDrafts = pgTable(
  'contact_drafts',
  {
    id: id(),
    regionId: regionId().notNull(),
    fields: jsonb('fields').$type<ContactDraftFields>().notNull(),
    /** Field name → German message. */
    errors: jsonb('errors').$type<Record<string, string>>().notNull().default({}),
    /** Accepted uploads (temporary files) that the next attempt keeps. */
    fileIds: uuid('file_ids').array().notNull().default([]),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_drafts_created_idx').on(t.createdAt)],
);
