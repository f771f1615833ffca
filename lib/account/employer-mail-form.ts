import { z } from 'zod';
import type { EmployerMailSettingsInput } from '@/lib/graphql/generated/operations';

export type EmployerMailKind = keyof EmployerMailSettingsInput;

/** The account's employer mail switches, in the order the form shows them (docs/product-decisions.md). */
export const EMPLOYER_MAIL_FORM_KINDS = [
  'applications',
  'jobReview',
  'jobExpiring',
  'contactAnswers',
  'teamJoined',
] as const satisfies readonly EmployerMailKind[];

// Every kind of the API's input is in the form: a new kind fails to compile here until it is added above.
type Missing = Exclude<EmployerMailKind, (typeof EMPLOYER_MAIL_FORM_KINDS)[number]>;
const complete: [Missing] extends [never] ? true : never = true;
void complete;

/**
 * The form's checkboxes as posted: a checked box sends "on", an unchecked one nothing. Anything else is
 * refused with the German message, never guessed (the API checks the booleans again).
 */
export function employerMailFormSchema(invalid: string) {
  const box = z.union([z.literal('on'), z.literal('')], { error: invalid }).transform((v) => v === 'on');
  return z.object(
    Object.fromEntries(EMPLOYER_MAIL_FORM_KINDS.map((kind) => [kind, box])) as Record<EmployerMailKind, typeof box>,
  );
}
