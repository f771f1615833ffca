import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * The Merkliste (docs/product.md §1.4 BOOKMARKS_FEATURE_ACTIVE): a job a signed-in user saved, once per user and job.
 * The site is the job's, so a list is per site without a column of its own; a deleted job or account takes its
 * rows along.
 */
export const jobBookmarks = pgTable(
  'job_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('job_bookmarks_job_idx').on(t.jobId)],
);
