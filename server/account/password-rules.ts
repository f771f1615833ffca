import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/account-limits';
import { passwordMinLength, passwordPolicyProblem } from '../auth/password-policy';
import { getRegion } from '../../regions/registry';
import { AccountError, accountMessages as m } from './account-errors';

/**
 * docs/product.md §1 "password policy off": the sign-up's rules, a length and not blank (server/auth/registration.ts).
 */
export const newPasswordSchema = z
  .string({ error: m.passwordTooShort.replace('{min}', String(PASSWORD_MIN_LENGTH)) })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort.replace('{min}', String(PASSWORD_MIN_LENGTH)) })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong.replace('{max}', String(PASSWORD_MAX_LENGTH)) })
  .refine((p) => p.trim().length > 0, { error: m.passwordTooShort.replace('{min}', String(PASSWORD_MIN_LENGTH)) });

/**
 * The site's PASSWORD_POLICY (server/auth/password-policy.ts) for a new password of `email`'s account: a
 * refusal next to the form's new-password field, or nothing when the password passes (or the policy is off).
 */
export function assertPasswordPolicy(password: string, email: string, regionId: string): void {
  const site = getRegion(regionId);
  const problem = site ? passwordPolicyProblem(password, { email, site }) : null;
  if (!problem || !site) return;
  const message = m[problem].replace('{min}', String(passwordMinLength(site)));
  throw new AccountError('BAD_USER_INPUT', message, 'newPassword');
}
