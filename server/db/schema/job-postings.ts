import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { type Address, id, timestamps, tstz } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * The work places of a job, in the order the recruiter gave them. The first is also kept on the job row
 * (address, location_label, lat, lon), which the listing shows; search by radius matches any of them.
 */
export const jobLocations = pgTable(
  'job_locations',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    address: jsonb('address').$type<Address>(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [
    unique('job_locations_job_position_uq').on(t.jobId, t.position),
    index('job_locations_lat_idx').on(t.lat),
    // The search reads the main place on the job row and asks only the further places here (search/job-places-sql.ts).
    index('job_locations_further_lat_lon_idx')
      .on(t.lat, t.lon)
      .where(sql`${t.position} > 0`),
    index('job_locations_further_label_idx')
      .on(t.label)
      .where(sql`${t.position} > 0`),
    // The place facet looks up each matching job's further places: an index-only probe of a small index.
    index('job_locations_further_job_label_idx')
      .on(t.jobId, t.label)
      .where(sql`${t.position} > 0`),
  ],
);

export const jobRevisionStatus = pgEnum('job_revision_status', ['editing', 'submitted', 'rejected']);

/**
 * Changes to a job that is live (published or scheduled): the job keeps its URL and its current text until
 * the revision is applied, at once where the site does not review, after approval where it does.
 * fields holds the whole posting as the wizard sends it (server/postings validates it).
 */
export const jobRevisions = pgTable('job_revisions', {
  id: id(),
  jobId: uuid('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  status: jobRevisionStatus('status').notNull().default('editing'),
  reviewNote: text('review_note'),
  submittedAt: tstz('submitted_at'),
  ...timestamps(),
});
