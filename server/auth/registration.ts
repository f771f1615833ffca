import { and, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { registrationRequests, userRoles, users } from '../db/schema';
import { agreeToLatestConsents } from '../consent/agree-to-latest';
import { CONSENT_MODAL_PLACEMENT } from '../consent/placement';
import { createCompany } from '../organizations/create-company';
import {
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_MAX_AGE_SECONDS,
} from './account-limits';
import { hashPassword } from './password';
import { passwordPolicyProblem } from './password-policy';
import { getRegion } from '../../regions/registry';
import { findUserByEmail, normalizeEmail } from './users';

/**
 * Sign-up input. Messages are codes; the page shows the German text `auth.fieldErrors.<code>` next to the
 * field. docs/product.md §1 "password policy off": no composition rules, only a length and "not your e-mail address".
 */
export const registrationSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { error: 'emailRequired' })
      .max(254, { error: 'emailTooLong' })
      .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'emailInvalid' })),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
      .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' })
      .refine((p) => p.trim().length > 0, { error: 'passwordTooShort' }),
    name: z
      .string()
      .trim()
      .min(1, { error: 'nameRequired' })
      .max(100, { error: 'nameTooLong' })
      .refine((n) => !/[\u0000-\u001f\u007f<>]/.test(n), { error: 'nameInvalid' }),
    // The form's box: JSON sends true (or "true" once read as text), a plain form post "true".
    terms: z.preprocess((v) => v === true || v === 'true', z.literal(true, { error: 'termsRequired' })),
  })
  .refine((v) => v.password.trim().toLowerCase() !== v.email, { path: ['password'], error: 'passwordIsEmail' });

export type RegistrationField = 'email' | 'password' | 'name' | 'terms';
export type FieldErrors = Partial<Record<RegistrationField, string>>;

/** The outcome of a sign-up: the same for a free and a taken address, apart from `taken`, which the visitor never sees. */
export type RegistrationRequestResult =
  { ok: true; email: string; taken: boolean } | { ok: false; fieldErrors: FieldErrors };

/** The first problem of each field, as codes. */
export function validateRegistration(
  input: unknown,
  regionId: string | null = null,
): { ok: true; data: z.infer<typeof registrationSchema> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = registrationSchema.safeParse(input);
  if (parsed.success) {
    // The site's PASSWORD_POLICY (server/auth/password-policy.ts) once today's rule has passed.
    const site = regionId ? getRegion(regionId) : undefined;
    const { email, password } = parsed.data;
    const problem = site ? passwordPolicyProblem(password, { email, site }) : null;
    return problem ? { ok: false, fieldErrors: { password: problem } } : { ok: true, data: parsed.data };
  }
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password' || field === 'name' || field === 'terms') && !fieldErrors[field]) {
      // Zod's own messages (wrong type, missing key) become the generic code of the field.
      fieldErrors[field] = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : `${field}Required`;
    }
  }
  return { ok: false, fieldErrors };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Starts a sign-up (security review: answering "address taken" told anyone who has an account). A free
 * address gets a registration request, and the account only exists once the e-mailed link is used
 * (completeRegistration); a taken one is left alone, and the caller mails its owner instead. Both do the
 * same work (the password is hashed either way), so neither answer nor timing tells them apart.
 */
export async function requestRegistration(
  db: Db,
  input: unknown,
  regionId: string,
  now = new Date(),
): Promise<RegistrationRequestResult> {
  const valid = validateRegistration(input, regionId);
  if (!valid.ok) return valid;
  // Stored the way every look-up normalises it (NFKC, lower case).
  const email = normalizeEmail(valid.data.email);
  // Unused requests (names and password hashes of people who never confirmed) go after their hour.
  await db.delete(registrationRequests).where(lt(registrationRequests.expiresAt, now));
  const [existing, passwordHash] = await Promise.all([findUserByEmail(db, email), hashPassword(valid.data.password)]);
  if (existing) return { ok: true, email, taken: true };
  const request = {
    passwordHash,
    name: valid.data.name,
    regionId,
    expiresAt: new Date(now.getTime() + REGISTRATION_MAX_AGE_SECONDS * 1000),
    createdAt: now,
  };
  // One request per address: a later sign-up replaces an earlier one.
  await db
    .insert(registrationRequests)
    .values({ email, ...request })
    .onConflictDoUpdate({ target: registrationRequests.email, set: request });
  return { ok: true, email, taken: false };
}

/**
 * Creates the account of a registration request when its link is used: a password, the applicant role of
 * the region it signed up on (docs/product.md §6 roles are granted per region), and the ticked terms box recorded as
 * agreement to the site's current consent texts, so the consent modal asks only when they change. The
 * request is used up. An employer's request also creates its organization (server/organizations/company-signup.ts).
 * Null when there is no unexpired request or the address got an account meanwhile.
 */
export async function completeRegistration(db: Db, email: string, now = new Date()): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .delete(registrationRequests)
        .where(and(eq(registrationRequests.email, normalizeEmail(email)), gt(registrationRequests.expiresAt, now)))
        .returning();
      if (!request) return null;
      const userId = await createAccount(tx, {
        email: request.email,
        passwordHash: request.passwordHash,
        name: request.name,
        regionId: request.regionId,
      });
      // An employer's sign-up: the organization comes with the account, its owner the new user.
      if (request.company)
        await createCompany(tx, { regionId: request.regionId, company: request.company, ownerId: userId });
      return userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * A new account as sign-up makes it (completeRegistration); tests create users with it too. `termsAgreed: false` (a
 * first social sign-in, which ticked no box) records no consent, so the consent modal asks at the first page.
 */
export async function createAccount(
  db: Db,
  account: { email: string; passwordHash: string | null; name: string; regionId: string; termsAgreed?: boolean },
): Promise<string> {
  const { email, passwordHash, name, regionId, termsAgreed = true } = account;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, name, displayName: name, regionId })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user.id, role: 'applicant', regionId });
    if (termsAgreed)
      await agreeToLatestConsents(tx, { userId: user.id, email, regionId, placement: CONSENT_MODAL_PLACEMENT });
    return user.id;
  });
}
