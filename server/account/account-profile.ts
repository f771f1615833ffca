import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AccountError, accountMessages as m } from './account-errors';
import { pendingEmailChange, type PendingEmailChange } from './email-change';

export type AccountOverview = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  hasPassword: boolean;
  pendingEmail: PendingEmailChange | null;
};

/** What the account page shows: names, address, whether a password is set, a change waiting for its link. */
export async function loadAccountOverview(db: Db, userId: string): Promise<AccountOverview> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AccountError('NOT_FOUND', m.accountGone);
  const { passwordHash, ...rest } = user;
  return { ...rest, hasPassword: passwordHash !== null, pendingEmail: await pendingEmailChange(db, userId) };
}

/**
 * docs/product.md §3 names: first, last and display name. The display name is what the site shows (header, team lists);
 * empty, it falls back to first and last name. `name` (next-auth's column) follows the display name.
 */
export async function updateAccountName(
  db: Db,
  userId: string,
  input: { firstName: string; lastName: string; displayName: string },
): Promise<AccountOverview> {
  const shown = input.displayName || [input.firstName, input.lastName].filter(Boolean).join(' ') || null;
  await db
    .update(users)
    .set({
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      displayName: shown,
      name: shown,
    })
    .where(eq(users.id, userId));
  return loadAccountOverview(db, userId);
}
