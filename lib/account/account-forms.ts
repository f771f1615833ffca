import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/contract';
import type messages from '@/messages/de.json';

type Errors = (typeof messages)['account']['errors'];

/**
 * The account forms' input, checked in the server action before anything is sent on, with the German message
 * next to each field (the API checks again). The same rules as the sign-up (docs/product.md §1 password policy off).
 */
export function accountFormSchemas(e: Errors) {
  const namePart = z
    .string()
    .trim()
    .max(100, e.nameTooLong)
    .refine((n) => !/[\u0000-\u001f\u007f<>]/.test(n), e.nameInvalid);
  // The sign-up's pattern: umlauts allowed on both sides (müller.de is a real German domain).
  const email = z
    .string()
    .trim()
    .max(254, e.emailInvalid)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: e.emailInvalid }));
  const newPassword = z
    .string()
    .min(PASSWORD_MIN_LENGTH, e.passwordTooShort.replace('{min}', String(PASSWORD_MIN_LENGTH)))
    .max(PASSWORD_MAX_LENGTH, e.passwordTooLong.replace('{max}', String(PASSWORD_MAX_LENGTH)))
    .refine((p) => p.trim().length > 0, e.passwordTooShort.replace('{min}', String(PASSWORD_MIN_LENGTH)));
  const repeated = <T extends { newPassword: string; repeatPassword: string }>(v: T) =>
    v.newPassword === v.repeatPassword;
  return {
    name: z.object({ firstName: namePart, lastName: namePart, displayName: namePart }),
    email: z.object({ email }),
    change: z
      .object({
        hasPassword: z.boolean(),
        currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
        newPassword,
        repeatPassword: z.string(),
      })
      .refine((v) => !v.hasPassword || v.currentPassword.length > 0, {
        path: ['currentPassword'],
        error: e.currentPasswordRequired,
      })
      .refine(repeated, { path: ['repeatPassword'], error: e.passwordsDiffer }),
    reset: z
      .object({ token: z.string().min(1).max(200), newPassword, repeatPassword: z.string() })
      .refine(repeated, { path: ['repeatPassword'], error: e.passwordsDiffer }),
    alert: z.object({
      id: z.guid(e.alertNotFound),
      label: namePart.pipe(z.string().min(1, e.labelRequired)),
      interval: z.enum(['DAILY', 'WEEKLY', 'MONTHLY'], { error: e.intervalInvalid }),
    }),
  };
}
