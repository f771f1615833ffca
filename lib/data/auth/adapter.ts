import { DrizzleAdapter } from '@auth/drizzle-adapter';
import type { Adapter, AdapterAccount, AdapterUser } from 'next-auth/adapters';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { accounts, sessions, users, verificationTokens } from '@/server/db/schema';
import { normalizeEmail } from '@/server/auth/users';
import { createSocialAccount, findUserIdByAccount, linkSocialAccount } from '@/server/auth/social-accounts';
import { isUuid } from '@/server/db/uuid';

type UserRow = {
  id: string;
  email: string;
  name: string | null;
  displayName?: string | null;
  emailVerified: Date | null;
  image: string | null;
};

/** Only what next-auth needs; never the password hash or flags, which would otherwise reach its callbacks. */
function toAdapterUser(row: UserRow | null | undefined): AdapterUser | null {
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.displayName || row.name,
    emailVerified: row.emailVerified,
    image: row.image,
  };
}

/**
 * The database adapter next-auth's e-mail provider requires (even with JWT sessions): @auth/drizzle-adapter
 * over our tables for the verification tokens, plus user look-ups that are case-insensitive and safe.
 * Sessions are JWTs, so session methods are never called. Users are created here only by a first social sign-in
 * (a job seeker of `regionId`, after the signIn callback allowed it: lib/data/auth/social-sign-in.ts); sign-up is
 * /user/register, and the signIn callback refuses links for unknown addresses before next-auth would create one.
 */
export function createAuthAdapter(db: Db, regionId: string, onUserCreated?: (userId: string) => void): Adapter {
  // @auth/drizzle-adapter is written against Auth.js's Adapter type (@auth/core); next-auth 4 declares its
  // own, structurally the same for the methods used here but different in details (e.g. optional
  // `createUser` arguments, `AdapterAccount.type`). The cast bridges the two declarations, not the runtime.
  const base = DrizzleAdapter(db, {
    usersTable: users,
    accountsTable: accounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
  }) as unknown as Adapter;
  // next-auth calls the adapter's methods detached (destructured), so none may use `this`.
  async function getUser(id: string): Promise<AdapterUser | null> {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return toAdapterUser(row);
  }
  return {
    createVerificationToken: (token) => base.createVerificationToken!(token),
    // Deletes the row it returns: a link works once, even with two clicks racing.
    useVerificationToken: (params) => base.useVerificationToken!(params),
    async getUserByEmail(email) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
        .limit(1);
      return toAdapterUser(row);
    },
    getUser,
    async updateUser(user) {
      const [row] = await db
        .update(users)
        .set({ emailVerified: user.emailVerified ?? undefined })
        .where(eq(users.id, user.id))
        .returning();
      return toAdapterUser(row)!;
    },
    async createUser(user: Omit<AdapterUser, 'id'>) {
      const id = await createSocialAccount(db, { email: user.email, name: user.name, regionId });
      onUserCreated?.(id);
      return (await getUser(id))!;
    },
    async getUserByAccount({ provider, providerAccountId }) {
      const userId = await findUserIdByAccount(db, provider, providerAccountId);
      return userId ? getUser(userId) : null;
    },
    async linkAccount({ userId, provider, providerAccountId }: AdapterAccount) {
      await linkSocialAccount(db, { userId, provider, providerAccountId });
    },
    createSession: async () => {
      throw new Error('sessions are JWTs');
    },
    getSessionAndUser: async () => null,
    updateSession: async () => null,
    deleteSession: async () => undefined,
  };
}
