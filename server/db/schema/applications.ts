import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, regionId, sendStatus, timestamps, tstz } from './columns';
import { files } from './files';
import { jobs } from './jobs';
import { resumes } from './resumes';
import { users } from './users';

/** The inbox's statuses (docs/product.md §4.3): new → in review → invited / rejected / hired. */
export const applicationStatus = pgEnum('application_status', ['new', 'in_review', 'invited', 'rejected', 'hired']);
export type ApplicationStatus = (typeof applicationStatus.enumValues)[number];

export type QualifyingAnswer = { questionId: string; answer: string };

/**
 * docs/product.md §3 Job application. Anonymous applicants are allowed (applicant_id null). The application is stored
 * first and mailed to the employer by a background worker: send_status, attempts and next_attempt_at drive retries
 * (claimed with FOR UPDATE SKIP LOCKED so several app instances never send twice).
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    regionId: regionId().notNull(),
    applicantId: uuid('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    /** The resume shared with the application, when the applicant has one. */
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    coverLetter: text('cover_letter'),
    qualifyingAnswers: jsonb('qualifying_answers').$type<QualifyingAnswer[]>().notNull().default([]),
    sendStatus: sendStatus('send_status').notNull().default('pending'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').defaultNow(),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    status: applicationStatus('status').notNull().default('new'),
    statusChangedAt: tstz('status_changed_at'),
    /** Set when rejected; the application is deleted six months later. */
    rejectedAt: tstz('rejected_at'),
    ...timestamps(),
  },
  (t) => [
    index('job_applications_job_idx').on(t.jobId),
    index('job_applications_applicant_idx').on(t.applicantId),
    index('job_applications_outbox_idx').on(t.sendStatus, t.nextAttemptAt),
    index('job_applications_rejected_idx').on(t.rejectedAt),
  ],
);

/** Files attached to an application (docs/product.md §5: optional for every user), in upload order. */
export const jobApplicationAttachments = pgTable(
  'job_application_attachments',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.fileId] })],
);

/** What an applicant typed into the application form (docs/product.md §3), kept as it was entered. */
export type ApplicationDraftFields = {
  firstName: string;
  lastName: string;
  emailAddress: string;
  coverLetter: string;
  answers: Record<string, string>;
  /** A signed-in applicant ticked "Lebenslauf als PDF anhängen"; absent when not. */
  attachResume?: boolean;
  /** A signed-in applicant who applied to the job before confirmed another application; absent when not. */
  repeat?: boolean;
};

/**
 * An application form that came back with errors, for browsers without JavaScript: the form posts to a
 * route handler (uploads are streamed, never buffered), which keeps what was typed and the files that were
 * accepted here and sends the browser back to the job page with the draft's random id. Nothing typed is
 * lost. Drafts are personal data: deleted when the application is sent and after a day at the latest.
 */
export const jobApplicationDrafts = pgTable(
  'job_application_drafts',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    regionId: regionId().notNull(),
    fields: jsonb('fields').$type<ApplicationDraftFields>().notNull(),
    /** Field name → German message. */
    errors: jsonb('errors').$type<Record<string, string>>().notNull().default({}),
    /** Accepted uploads (temporary files) that the next attempt keeps. */
    fileIds: uuid('file_ids').array().notNull().default([]),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('job_application_drafts_created_idx').on(t.createdAt)],
);
