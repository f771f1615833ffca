import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, regionId, timestamps, tstz } from './columns';
import type { ResumeFilters } from '../../search/resume-search-query';
import { jobs } from './jobs';
import { organizations } from './organizations';
import { resumes } from './resumes';
import { users } from './users';

/** docs/product.md §4 alert intervals in seconds: none (-1), daily, weekly, monthly. */
export const ALERT_INTERVALS = { none: -1, daily: 86400, weekly: 604800, monthly: 2628000 } as const;
export type AlertInterval = (typeof ALERT_INTERVALS)[keyof typeof ALERT_INTERVALS];
const intervalCheck = (column: string) => sql.raw(`${column} in (${Object.values(ALERT_INTERVALS).join(', ')})`);

/** Areas a search filters by the jobs' addresses, without a point (JobSearchGeo): state name, country code, postal prefix. */
export const SAVED_SEARCH_AREA_KINDS = ['administrativeArea', 'country', 'postalArea'] as const;
export type SavedSearchArea = { kind: (typeof SAVED_SEARCH_AREA_KINDS)[number]; value: string; label: string };

/**
 * The saved search an alert re-runs: the docs/product.md §2 query parameters and facet filters; a place with a point
 * (`geoLocation`) or an area (`area`, absent in alerts saved before areas were kept).
 */
export type SavedSearch = {
  search?: string;
  filters: Array<{ field: string; value: string; operator?: string }>;
  geoLocation?: { label: string; lat: number; lon: number; radius?: number; locationType?: string };
  area?: SavedSearchArea;
};

/**
 * Job alert (job seekers, also anonymous by e-mail). Double opt-in: nothing is sent until confirmed.
 * The unsubscribe token is a random secret put into every alert mail.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    regionId: regionId().notNull(),
    language: text('language').notNull().default('de'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    label: text('label'),
    search: jsonb('search').$type<SavedSearch>().notNull(),
    intervalSeconds: integer('interval_seconds').notNull().default(ALERT_INTERVALS.daily),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmToken: text('confirm_token').unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    lastSentAt: tstz('last_sent_at'),
    ...timestamps(),
  },
  (t) => [
    check('job_alerts_interval_check', intervalCheck('interval_seconds')),
    index('job_alerts_due_idx').on(t.confirmed, t.intervalSeconds, t.lastSentAt),
    index('job_alerts_user_idx').on(t.userId),
  ],
);

/**
 * Which jobs an alert has mailed: a job goes out once per alert, whatever instance sends and however
 * often the sender runs (the primary key refuses a second row).
 */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index('job_alert_deliveries_job_idx').on(t.jobId)],
);

/**
 * The resume search a resume alert re-runs: its words, a place with its name (for the label and
 * the link back to the search) and radius, the chosen facet values; the page is not saved.
 */
export type SavedResumeSearch = {
  keys: string;
  place: { label: string; lat: number; lon: number; radiusKm: number } | null;
  filters: ResumeFilters;
};

/**
 * Resume alert: a recruiter is told about new resumes matching a search. Saved confirmed: the recruiter saves
 * it signed in for their own address, so there is no one to ask for a double opt-in.
 */
export const resumeAlerts = pgTable(
  'resume_alerts',
  {
    id: id(),
    regionId: regionId().notNull(),
    language: text('language').notNull().default('de'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    label: text('label'),
    search: jsonb('search').$type<SavedResumeSearch>().notNull(),
    intervalSeconds: integer('interval_seconds').notNull().default(ALERT_INTERVALS.weekly),
    confirmed: boolean('confirmed').notNull().default(false),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    lastSentAt: tstz('last_sent_at'),
    ...timestamps(),
  },
  (t) => [
    check('resume_alerts_interval_check', intervalCheck('interval_seconds')),
    index('resume_alerts_due_idx').on(t.confirmed, t.intervalSeconds, t.lastSentAt),
    index('resume_alerts_user_idx').on(t.userId),
  ],
);

/** Which resumes a resume alert has mailed: a resume goes out once per alert, as job_alert_deliveries. */
export const resumeAlertDeliveries = pgTable(
  'resume_alert_deliveries',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => resumeAlerts.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.resumeId] }), index('resume_alert_deliveries_resume_idx').on(t.resumeId)],
);
