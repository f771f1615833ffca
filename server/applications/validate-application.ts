import { z } from 'zod';
import messages from '../../messages/de.json';
import type { ApplicationDraftFields } from '../db/schema';

const e = messages.application.errors;

export const MAX_COVER_LETTER = 10_000;
export const MAX_ATTACHMENTS = 5;
const MAX_NAME = 100;
const MAX_ANSWER = 1_000;

/** What the job asks of an application (docs/product.md §3 applicationRequire… flags and qualifying questions). */
export type ApplicationRules = {
  requireCv: boolean;
  requireCoverLetter: boolean;
  requireAnswers: boolean;
  questions: Array<{ id: string; answerType: string }>;
};

const tooLong = (max: number) => e.tooLong.replace('{max}', max.toLocaleString('de-DE'));

/**
 * The application form's rules (docs/product.md §3, §5): names and a valid address always; a cover letter, a CV (at
 * least one attachment) and answers when the job asks for them. Returns field → German message; empty when valid.
 * Attachments are optional unless the job requires a CV (docs/product.md §5).
 */
export function validateApplication(
  fields: ApplicationDraftFields,
  attachmentCount: number,
  rules: ApplicationRules,
): Record<string, string> {
  const schema = z.object({
    firstName: z.string().trim().min(1, e.firstName).max(MAX_NAME, tooLong(MAX_NAME)),
    lastName: z.string().trim().min(1, e.lastName).max(MAX_NAME, tooLong(MAX_NAME)),
    emailAddress: z.string().trim().max(254, e.email).pipe(z.email(e.email)),
    coverLetter: z
      .string()
      .max(MAX_COVER_LETTER, e.coverLetterTooLong)
      .refine((text) => !rules.requireCoverLetter || text.trim().length > 0, e.coverLetterRequired),
  });
  const errors: Record<string, string> = {};
  const result = schema.safeParse(fields);
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (rules.requireCv && attachmentCount === 0) errors.attachments = e.cvRequired;
  if (attachmentCount > MAX_ATTACHMENTS) errors.attachments = e.tooManyFiles;
  for (const question of rules.questions) {
    const answer = (fields.answers[question.id] ?? '').trim();
    if (rules.requireAnswers && !answer) errors[`answer.${question.id}`] = e.answerRequired;
    else if (answer.length > MAX_ANSWER) errors[`answer.${question.id}`] = tooLong(MAX_ANSWER);
  }
  return errors;
}

/** Form values as typed, trimmed to sane lengths so a hostile form cannot fill the database. */
export function draftFields(form: Record<string, string>, questionIds: readonly string[]): ApplicationDraftFields {
  const cut = (value: string | undefined, max: number) => (value ?? '').slice(0, max);
  return {
    firstName: cut(form.firstName, MAX_NAME + 1),
    lastName: cut(form.lastName, MAX_NAME + 1),
    emailAddress: cut(form.emailAddress, 255),
    coverLetter: cut(form.coverLetter, MAX_COVER_LETTER + 1),
    answers: Object.fromEntries(questionIds.map((id) => [id, cut(form[`answer.${id}`], MAX_ANSWER + 1)])),
    ...(form.attachResume === '1' ? { attachResume: true } : {}),
    ...(form.repeat === '1' ? { repeat: true } : {}),
  };
}
