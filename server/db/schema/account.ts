import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { regionId, tstz } from './columns';
import { jobAlerts } from './alerts';
import { users } from './users';

/**
 * Password reset links: only the SHA-256 of the token is kept, so a leaked table names no usable
 * link. A link works for ten minutes and once (`used_at`); a newer request of the user ends the older ones.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A new e-mail address waiting for its owner's confirmation: the account keeps its old address until the
 * link mailed to the new one is used. One pending change per user (the latest wins).
 */
export const emailChangeRequests = pgTable('email_change_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The site the change was asked on: its name and origin brand the confirmation. */
  regionId: regionId().notNull(),
  expiresAt: tstz('expires_at').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/**
 * A paused job alert remembers the interval it had, so resuming restores it. Pausing itself sets the alert's
 * interval to docs/product.md §4 "none" (-1), which the sender already skips; no change to the alerts table or its
 * sender.
 */
export const jobAlertPauses = pgTable('job_alert_pauses', {
  alertId: uuid('alert_id')
    .primaryKey()
    .references(() => jobAlerts.id, { onDelete: 'cascade' }),
  resumeIntervalSeconds: integer('resume_interval_seconds').notNull(),
  pausedAt: tstz('paused_at').notNull().defaultNow(),
});
