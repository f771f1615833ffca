import { z } from 'zod';
import { EMAIL_PATTERN } from '../auth/account-limits';
import { accountMessages as m } from './account-errors';

/** A name part: trimmed, short, no markup or control characters (as the sign-up's name). */
const namePart = z
  .string()
  .trim()
  .max(100, { error: m.nameTooLong })
  .refine((n) => !/[\u0000-\u001f\u007f<>]/.test(n), { error: m.nameInvalid });

/** docs/product.md §3 names of the account page; each may be empty. */
export const accountNameSchema = z.object({ firstName: namePart, lastName: namePart, displayName: namePart });

/** A job alert's name. */
export const alertLabelSchema = namePart.pipe(z.string().min(1, { error: m.labelRequired }));

/** An e-mail address as the sign-up takes it: umlauts allowed on both sides (server/auth/registration.ts). */
export const accountEmailSchema = z
  .string()
  .trim()
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: m.emailInvalid }));
