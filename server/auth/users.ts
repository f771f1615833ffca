import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** E-mail addresses are compared and stored trimmed and lower-cased (as next-auth's e-mail provider does). */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export type AuthUserRow = {
  id: string;
  email: string;
  name: string | null;
  displayName: string | null;
  passwordHash: string | null;
  blocked: boolean;
};

const AUTH_COLUMNS = {
  id: users.id,
  email: users.email,
  name: users.name,
  displayName: users.displayName,
  passwordHash: users.passwordHash,
  blocked: users.blocked,
};

/** The user with this address, case-insensitively (uses the lower(email) index). */
export async function findUserByEmail(db: Db, email: string): Promise<AuthUserRow | null> {
  const [row] = await db
    .select(AUTH_COLUMNS)
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row ?? null;
}

/** The name the page shell shows for a user. */
export function displayNameOf(user: { displayName: string | null; name: string | null; email: string }): string {
  return user.displayName?.trim() || user.name?.trim() || user.email;
}

export async function recordSignIn(db: Db, userId: string, at = new Date()): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
