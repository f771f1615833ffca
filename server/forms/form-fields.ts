import { z } from 'zod';

/** A field to fix, by its path in the input (firstName, faq.2.question), in German. */
export type FieldError = { field: string; message: string };

/**
 * The first problem of each field of a refused input, by its path (`title`, `faq.2.question`); a problem of the
 * input as a whole goes to `whole`.
 */
export function fieldErrorsOf(error: z.ZodError, whole = 'input'): FieldError[] {
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || whole;
    if (!first.has(field)) first.set(field, issue.message);
  }
  return [...first].map(([field, message]) => ({ field, message }));
}

/** The German texts every form's field rules need (each domain's own namespace: "du" or "Sie"). */
type FieldTexts = { tooLong: string; tooMany: string; text: string; required: string };

/** Blank means "not given": plain forms send empty strings for fields left empty. */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** The field rules of a form editor (profile, resume) with its own German texts. */
export function formFields(m: FieldTexts) {
  const max = (n: number) => m.tooLong.replace('{max}', String(n));
  return {
    max,
    many: (n: number) => m.tooMany.replace('{max}', String(n)),
    optional: <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional()),
    text: (n: number) => z.string(m.text).trim().max(n, max(n)),
    required: (n: number, message = m.required) => z.string(message).trim().min(1, message).max(n, max(n)),
  };
}
