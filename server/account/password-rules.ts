import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/account-limits';
import { accountMessages as m } from './account-errors';

/**
 * docs/product.md §1 "password policy off": the sign-up's rules, a length and not blank (server/auth/registration.ts).
 */
export const newPasswordSchema = z
  .string({ error: m.passwordTooShort.replace('{min}', String(PASSWORD_MIN_LENGTH)) })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort.replace('{min}', String(PASSWORD_MIN_LENGTH)) })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong.replace('{max}', String(PASSWORD_MAX_LENGTH)) })
  .refine((p) => p.trim().length > 0, { error: m.passwordTooShort.replace('{min}', String(PASSWORD_MIN_LENGTH)) });
