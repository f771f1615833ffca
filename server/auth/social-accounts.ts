import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, userRoles, users } from '../db/schema';
import { createAccount } from './registration';
import { findUserByEmail, normalizeEmail } from './users';

/**
 * What a social sign-in (docs/product.md §9) may do, decided before next-auth creates or links anything
 * (docs/product-decisions.md "Social login", docs/security.md):
 * - `allowed`: the linked account, a new job seeker's account, or linking an account whose address the provider
 *   verified;
 * - `notLinked`: the address has an account, and the provider does not vouch for it (next-auth's OAuthAccountNotLinked);
 * - `staff`: the account has a role beyond job seeker (recruiter, administrator …): those sign in by e-mail only;
 * - `noEmail`: the provider gave no address; `blocked`: a blocked account.
 */
export type SocialVerdict = 'allowed' | 'notLinked' | 'staff' | 'noEmail' | 'blocked';

export async function socialSignInVerdict(
  db: Db,
  input: { linkedUserId: string | null; email: string | null; emailVerified: boolean },
): Promise<SocialVerdict> {
  const row = input.linkedUserId
    ? ((
        await db.select({ id: users.id, blocked: users.blocked }).from(users).where(eq(users.id, input.linkedUserId))
      )[0] ?? null)
    : input.email
      ? await findUserByEmail(db, input.email)
      : null;
  if (!row) return input.email ? 'allowed' : 'noEmail';
  if (row.blocked) return 'blocked';
  const [staffRole] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, row.id), ne(userRoles.role, 'applicant')))
    .limit(1);
  if (staffRole) return 'staff';
  if (!input.linkedUserId && !input.emailVerified) return 'notLinked';
  return 'allowed';
}

/** A name as sign-up accepts it (no control characters or angle brackets, 100 characters); else the address's name. */
function cleanName(name: string | null | undefined, email: string): string {
  const cleaned = (name ?? '')
    .replace(/[\u0000-\u001f\u007f<>]/g, '')
    .trim()
    .slice(0, 100);
  return cleaned || email.split('@')[0].slice(0, 100);
}

/**
 * The account of a first social sign-in: a job seeker of the site signed in on, without a password, and without
 * consents (no box was ticked): the consent modal asks for them at the first page.
 */
export async function createSocialAccount(
  db: Db,
  input: { email: string; name: string | null | undefined; regionId: string },
): Promise<string> {
  const email = normalizeEmail(input.email);
  return createAccount(db, {
    email,
    passwordHash: null,
    name: cleanName(input.name, email),
    regionId: input.regionId,
    termsAgreed: false,
  });
}

/** The user a provider's account is linked to. */
export async function findUserIdByAccount(db: Db, provider: string, providerAccountId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.provider, provider), eq(accounts.providerAccountId, providerAccountId)))
    .limit(1);
  return row?.userId ?? null;
}

/** Links a provider's account to a user; only the ids are kept, never the provider's tokens (nothing uses them). */
export async function linkSocialAccount(
  db: Db,
  link: { userId: string; provider: string; providerAccountId: string },
): Promise<void> {
  await db
    .insert(accounts)
    .values({ ...link, type: 'oauth' })
    .onConflictDoNothing();
}
