import { z } from 'zod';
import type { ContactDraftFields } from '../db/schema';
import { type ContactAudience, contactTexts } from './contact-texts';

/** Bounds of the contact form's fields (docs/product.md §3 contact form: name, email, subject, body, copy). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** The fields as the server checks them, each with its German message next to the field in the audience's address. */
function contactInputFor(audience: ContactAudience) {
  const t = contactTexts(audience).errors;
  const tooLong = (max: number) => t.tooLong.replace('{max}', max.toLocaleString('de-DE'));
  const text = (max: number, missing: string) =>
    z
      .string()
      .transform((value) => value.trim())
      .pipe(z.string().min(1, missing).max(max, tooLong(max)));
  return z.object({
    name: text(CONTACT_LIMITS.name, t.name),
    email: z
      .string()
      .transform((value) => value.trim())
      .pipe(z.email(t.email).max(CONTACT_LIMITS.email, t.email)),
    subject: text(CONTACT_LIMITS.subject, t.subject),
    message: text(CONTACT_LIMITS.message, t.message),
    copy: z.boolean(),
  });
}

const INPUTS = { seeker: contactInputFor('seeker'), employer: contactInputFor('employer') };
export type ContactInput = z.infer<(typeof INPUTS)['seeker']>;

/** What the form sent, as strings, cut to what a draft keeps (a hostile body cannot fill the database). */
export function contactFields(form: Record<string, string>): ContactDraftFields {
  const cut = (value: string | undefined, max: number) => (value ?? '').slice(0, max + 100);
  return {
    name: cut(form.name, CONTACT_LIMITS.name),
    email: cut(form.email, CONTACT_LIMITS.email),
    subject: cut(form.subject, CONTACT_LIMITS.subject),
    message: cut(form.message, CONTACT_LIMITS.message),
    copy: form.copy === '1',
  };
}

export type ContactValidation = { ok: true; value: ContactInput } | { ok: false; errors: Record<string, string> };

/** Checks the fields; every error is keyed by its field's name. */
export function validateContact(fields: ContactDraftFields, audience: ContactAudience): ContactValidation {
  const parsed = INPUTS[audience].safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
