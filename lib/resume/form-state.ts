import type { FormValues } from './form-values';

/**
 * A section form after a post: what was typed, problems by field (German) and above the form, and whether a
 * list was saved (the list form stays, with a notice).
 */
export type SectionFormState = {
  values: FormValues;
  errors: Record<string, string>;
  general: string[];
  saved?: boolean;
};
