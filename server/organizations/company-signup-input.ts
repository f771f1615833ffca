import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/account-limits';
import { passwordPolicyProblem } from '../auth/password-policy';
import { getRegion } from '../../regions/registry';
import type { CompanySignupData } from '../db/schema';

/**
 * The countries an employer can give as its address: the sites' own (DE, AT) and their neighbours, where
 * the boards' employers sit (docs/product-decisions.md "Company sign-up").
 */
export const SIGNUP_COUNTRIES = ['DE', 'AT', 'CH', 'LU', 'FR', 'BE', 'NL', 'DK', 'PL', 'CZ', 'IT', 'LI'] as const;
export const SALUTATIONS = ['ms', 'mr', 'diverse', 'none'] as const;

/** No control characters or angle brackets in a one-line text (names end up in mails and pages). */
const PLAIN_LINE = /^[^\u0000-\u001f\u007f<>]*$/;

const line = (max: number, required: string | null) => {
  const text = z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .refine((v) => PLAIN_LINE.test(v), { error: 'invalid' });
  return required ? text.refine((v) => v.length > 0, { error: required }) : text;
};

/**
 * The company part of the form, the same for a new account and for a signed-in job seeker. Messages are
 * codes; the page shows `companySignup.errors.<code>` next to the field.
 */
export const companyPartSchema = z.object({
  companyName: line(150, 'companyNameRequired'),
  countryCode: z.enum(SIGNUP_COUNTRIES, { error: 'countryInvalid' }),
  // docs/product.md §3 address: a German, Austrian … postal code is 4–5 digits; others (NL "1011 AB") letters and
  // spaces too.
  zip: line(10, 'zipRequired').refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(v), {
    error: 'zipInvalid',
  }),
  locality: line(100, 'localityRequired'),
  street: line(150, null).default(''),
  salutation: z.enum(SALUTATIONS, { error: 'salutationRequired' }),
  firstName: line(100, 'firstNameRequired'),
  lastName: line(100, 'lastNameRequired'),
  position: line(100, null).default(''),
  phone: line(40, null)
    .refine((v) => v === '' || /^\+?[0-9 ()/-]{5,40}$/.test(v), { error: 'phoneInvalid' })
    .default(''),
  // Ticked after the duplicate hint: the person says they still want a new organization.
  confirmDuplicate: z.preprocess((v) => v === true || v === 'true', z.boolean()),
});

/** The account part: an address and either a password or sign-in by e-mailed link; the terms box. */
export const accountPartSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'emailRequired' })
    .max(254, { error: 'emailTooLong' })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'emailInvalid' })),
  signInBy: z.enum(['password', 'link'], { error: 'signInByRequired' }),
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }).default(''),
  terms: z.preprocess((v) => v === true || v === 'true', z.literal(true, { error: 'termsRequired' })),
});

/**
 * docs/product.md §1 "password policy off": a length and "not your e-mail address", only when the person chose a
 * password. Checked apart from the object, so it shows together with the other fields' problems on the first answer.
 */
function passwordProblem(input: unknown, regionId: string | null): string | null {
  const raw = (input ?? {}) as Record<string, unknown>;
  if (raw.signInBy !== 'password') return null;
  const password = typeof raw.password === 'string' ? raw.password.trim() : '';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  const email = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : '';
  if (password.toLowerCase() === email) return 'passwordIsEmail';
  // The site's PASSWORD_POLICY (server/auth/password-policy.ts) once today's rule has passed.
  const site = regionId ? getRegion(regionId) : undefined;
  return site ? passwordPolicyProblem(password, { email, site }) : null;
}

export type CompanyPart = z.infer<typeof companyPartSchema>;
export type AccountPart = z.infer<typeof accountPartSchema>;
export type SignupFieldErrors = Record<string, string>;

type Parsed<T> = { ok: true; data: T } | { ok: false; fieldErrors: SignupFieldErrors };

/** The first problem of each field, as codes; zod's own messages (wrong type) become `<field>Required`. */
function parse<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: SignupFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fieldErrors[field] ??= /^[a-zA-Z]+$/.test(issue.message) ? issue.message : `${field}Required`;
  }
  return { ok: false, fieldErrors };
}

export const parseCompanyPart = (input: unknown) => parse(companyPartSchema, input);
export function parseAccountPart(input: unknown, regionId: string | null = null): Parsed<AccountPart> {
  const parsed = parse(accountPartSchema, input);
  const password = passwordProblem(input, regionId);
  if (!password) return parsed;
  const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
  return { ok: false, fieldErrors: { ...fieldErrors, password: fieldErrors.password ?? password } };
}

/** Both parts at once, so every field's problem shows on the first answer. */
export function parseCompanySignup(
  input: unknown,
  regionId: string | null = null,
): Parsed<{ company: CompanyPart; account: AccountPart }> {
  const company = parseCompanyPart(input);
  const account = parseAccountPart(input, regionId);
  if (company.ok && account.ok) return { ok: true, data: { company: company.data, account: account.data } };
  return {
    ok: false,
    fieldErrors: { ...(company.ok ? {} : company.fieldErrors), ...(account.ok ? {} : account.fieldErrors) },
  };
}

/** docs/product.md §3: the address is public company_info; the person is personal_info, never public. */
export function toSignupData(company: CompanyPart): CompanySignupData {
  return {
    name: company.companyName,
    address: {
      countryCode: company.countryCode,
      zip: company.zip,
      locality: company.locality,
      ...(company.street ? { addressLine1: company.street } : {}),
    },
    person: {
      salutation: company.salutation,
      firstName: company.firstName,
      lastName: company.lastName,
      ...(company.position ? { position: company.position } : {}),
      ...(company.phone ? { phone: company.phone } : {}),
    },
  };
}

/** What support gives when it creates an organization for a customer: company, address and the owner's address. */
export const customerOrganizationSchema = companyPartSchema
  .pick({ companyName: true, countryCode: true, zip: true, locality: true, street: true })
  .extend({ ownerEmail: accountPartSchema.shape.email });

/** The organization to create and whom to invite as its owner. */
export function parseCustomerOrganization(input: unknown): Parsed<{ company: CompanySignupData; ownerEmail: string }> {
  const parsed = parse(customerOrganizationSchema, input);
  if (!parsed.ok) return parsed;
  const { ownerEmail, ...company } = parsed.data;
  const data = toSignupData({
    ...company,
    salutation: 'none',
    firstName: '',
    lastName: '',
    position: '',
    phone: '',
    confirmDuplicate: true,
  });
  return { ok: true, data: { company: { ...data, person: {} }, ownerEmail } };
}
