/** The company part's fields, in the form's order (the page and the action share them). */
export const COMPANY_FIELDS = [
  'companyName',
  'countryCode',
  'zip',
  'locality',
  'street',
  'salutation',
  'firstName',
  'lastName',
  'position',
  'phone',
] as const;

/**
 * The sign-up form's state between the page and its server action: what was typed (never the password), a
 * German message per field (`form` for the whole form), the duplicate hint's company name, and the address
 * the confirmation link went to once sent.
 */
export type CompanySignupState = {
  status: 'idle' | 'error' | 'sent';
  values: Record<string, string>;
  errors: Record<string, string>;
  duplicateOf: string | null;
  sentTo: string | null;
};
