import { z } from 'zod';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';
import { CONSENT_MODAL_PLACEMENT } from '../../lib/consent/consent-prompt';
import { agreeToLatestConsents } from '../schema/consent/agree-to-latest';
import { hashPassword, PASSWORD_MAX_LENGTH } from './password';
import { findUserByEmail, normalizeEmail } from './users';

export const PASSWORD_MIN_LENGTH = 10;

/**
 * An address with one @, no spaces or quotes, and a domain with at least one dot; umlauts allowed on both
 * sides (müller.de is a real German domain). Zod's default e-mail pattern is ASCII-only.
 */
const EMAIL_PATTERN = /^[^\s@"<>(),;:\\]{1,64}@(?=[^@]{1,253}$)[^\s@"<>(),;:\\.]+(?:\.[^\s@"<>(),;:\\.]+)+$/u;

/**
 * Sign-up input. Messages are codes; the page shows the German text `auth.fieldErrors.<code>` next to the
 * field. §1 "password policy off": no composition rules, only a length and "not your e-mail address".
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

export type RegistrationResult = { ok: true; userId: string; email: string } | { ok: false; fieldErrors: FieldErrors };

/** The first problem of each field, as codes. */
export function validateRegistration(input: unknown): { ok: true; data: z.infer<typeof registrationSchema> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = registrationSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
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
 * Creates an account with a password and the applicant role for the region it signed up on (§6 roles are
 * granted per region), and records the ticked terms box as agreement to the site's current consent texts,
 * so the consent modal asks only when they change. An address that is taken is a field error, also when
 * two sign-ups race.
 */
export async function registerUser(db: Db, input: unknown, regionId: string): Promise<RegistrationResult> {
  const valid = validateRegistration(input);
  if (!valid.ok) return valid;
  const { password, name } = valid.data;
  // Stored the way every look-up normalises it (NFKC, lower case).
  const email = normalizeEmail(valid.data.email);
  if (await findUserByEmail(db, email)) return { ok: false, fieldErrors: { email: 'emailTaken' } };
  const passwordHash = await hashPassword(password);
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, passwordHash, name, displayName: name, regionId }).returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user.id, role: 'applicant', regionId });
      await agreeToLatestConsents(tx, { userId: user.id, email, regionId, placement: CONSENT_MODAL_PLACEMENT });
      return user.id;
    });
    return { ok: true, userId, email };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { email: 'emailTaken' } };
    throw error;
  }
}
