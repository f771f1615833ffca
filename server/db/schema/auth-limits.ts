import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Counters of the sign-in and sign-up rate limits, one row per rule and subject (an e-mail address or an
 * IP address, stored only as a hash). In the database, not in memory, because app instances are stateless
 * and several of them must share one count.
 */
export const authRateLimits = pgTable(
  'auth_rate_limits',
  {
    /** `<rule>:<sha256 of the subject>`. */
    key: text('key').primaryKey(),
    /** Start of the current fixed window. */
    windowStart: tstz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('auth_rate_limits_window_idx').on(t.windowStart)],
);
