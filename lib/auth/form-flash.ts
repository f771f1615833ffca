import { z } from 'zod';
import messages from '@/messages/de.json';

/**
 * What a sign-in or sign-up form posted without script hands back to its page: which form, what was typed
 * (never the password) and the field errors, or that the sign-up mail went out. A short-lived cookie, not
 * the query: names and addresses stay out of addresses, histories and access logs.
 */
export const FORM_FLASH_COOKIE = 'auth-form';
/** Long enough for the redirect and the page load; a later visit starts empty. */
export const FORM_FLASH_MAX_AGE_SECONDS = 60;

export type FlashForm = 'link' | 'password' | 'register';

const FIELD_ERROR_CODES = Object.keys(messages.auth.fieldErrors) as [string, ...string[]];

const flashSchema = z.object({
  form: z.enum(['link', 'password', 'register']),
  email: z.string().max(254).catch(''),
  name: z.string().max(200).catch(''),
  terms: z.boolean().catch(false),
  sent: z.boolean().catch(false),
  fieldErrors: z.partialRecord(z.enum(['name', 'email', 'password', 'terms']), z.enum(FIELD_ERROR_CODES)).catch({}),
});

export type FormFlash = z.infer<typeof flashSchema>;
export type FormFlashInput = Pick<FormFlash, 'form'> & Partial<Omit<FormFlash, 'form'>>;

/** The cookie's value; fields left out read back as empty. */
export function encodeFormFlash(flash: FormFlashInput): string {
  const full = { email: '', name: '', terms: false, sent: false, fieldErrors: {}, ...flash };
  return Buffer.from(JSON.stringify(full), 'utf8').toString('base64url');
}

/** The flash of a cookie value, or null for none or anything malformed (the cookie is the client's). */
export function readFormFlash(value: string | undefined): FormFlash | null {
  if (!value || value.length > 4096) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie header of a flash: only the auth pages below /user read it, never a script. */
export function formFlashCookie(flash: FormFlashInput, secure: boolean): string {
  const attributes = [`Path=/user`, `Max-Age=${FORM_FLASH_MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${FORM_FLASH_COOKIE}=${encodeFormFlash(flash)}; ${attributes.join('; ')}`;
}
