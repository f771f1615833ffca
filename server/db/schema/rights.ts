import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { regionId, tstz } from './columns';
import { users } from './users';

/**
 * A request to erase an account (DSGVO Art. 17), waiting for the link mailed to the account's address: one
 * per user (a newer request replaces the older link), only the token's hash kept, valid for an hour. Gone
 * with the account (cascade) or when the link is used.
 */
export const accountErasureRequests = pgTable('account_erasure_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** The site the request was made on: the confirmation link names it. */
  regionId: regionId().notNull(),
  expiresAt: tstz('expires_at').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
