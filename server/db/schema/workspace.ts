import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { jobApplications } from './applications';
import { id, regionId, tstz } from './columns';
import { files } from './files';
import { jobs } from './jobs';
import { organizations } from './organizations';
import { users } from './users';

// The employer's workspace: profile drafts, image variants, the team, the change log, job
// statistics and the applications inbox.

/**
 * A profile being edited: the sections as the editor last saved them (autosave), published onto the
 * organization row by an explicit "Veröffentlichen". One draft per organization, shared by its recruiters.
 */
export const organizationProfileDrafts = pgTable('organization_profile_drafts', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The editable groups and sections, in the shape of the update input. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** A re-encoded size of an uploaded image (EXIF stripped), for srcset: one row per width and format. */
export const fileVariants = pgTable(
  'file_variants',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** 'avif' | 'webp' | 'jpeg' | 'png' */
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.format, t.width] })],
);

/** An invitation to join an organization's team: a link valid for days, used once (only its hash is kept). */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: tstz('revoked_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('organization_invitations_org_idx').on(t.organizationId)],
);

/**
 * Who changed what of an organization, when. actor_id is the person who really did it; via_support marks an
 * admin-like user acting for the organization (docs/product.md §6 masquerade). Rows are never updated.
 */
export const organizationChangeLog = pgTable(
  'organization_change_log',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name and e-mail at the time, so the log stays readable after an account is erased. */
    actorLabel: text('actor_label').notNull(),
    viaSupport: boolean('via_support').notNull().default(false),
    /** A stable action key, e.g. 'profile.published', 'team.invited', 'job.archived', 'application.status'. */
    action: text('action').notNull(),
    /** What changed, for people: field names, the job's title, the new status … (no private values). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('organization_change_log_org_idx').on(t.organizationId, t.createdAt)],
);

/** Counted events per job and day (no cookies, no personal data). */
export const jobDailyStats = pgTable(
  'job_daily_stats',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    applyStarts: integer('apply_starts').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    outboundClicks: integer('outbound_clicks').notNull().default(0),
    /** Requests of the job's tracking pixel embedded on other pages (docs/product.md §1 JOB_TRACKING_PIXEL). */
    pixelImpressions: integer('pixel_impressions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] })],
);

/**
 * The day's random salt for "one view per visitor, job and day": deleted with the day's marks, so a mark can
 * never be linked to an address afterwards.
 */
export const statsDailySalts = pgTable('stats_daily_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** hash(salt of the day, visitor address, user agent, job, event) of events counted today; purged daily. */
export const statsDailyMarks = pgTable(
  'stats_daily_marks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    mark: text('mark').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.mark] })],
);

/** A note for colleagues on an application (never shown to the applicant). */
export const jobApplicationNotes = pgTable(
  'job_application_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorLabel: text('author_label').notNull(),
    body: text('body').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('job_application_notes_app_idx').on(t.applicationId, t.createdAt)],
);

/** Status history of an application: who moved it, from what to what, and whether the applicant was mailed. */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    regionId: regionId().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** The German mail sent to the applicant with this change, if one was chosen. */
    mailSubject: text('mail_subject'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('job_application_events_app_idx').on(t.applicationId, t.createdAt)],
);
