import type { CustomerProfileInput } from '@/lib/graphql/generated/operations';
import messages from '@/messages/de.json';
import { isKnownCountryCode, SELLER_COUNTRY } from '@/lib/contract';

/** The docs/product.md §3 customer profile as the checkout form names its fields (the address flattened). */
export const CUSTOMER_FIELDS = [
  'companyName',
  'email',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'zip',
  'locality',
  'countryCode',
  'vatNumber',
  'leitwegId',
] as const;

export const CHECKOUT_FIELDS = ['productId', 'quantity', ...CUSTOMER_FIELDS, 'orderReference'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What the buyer typed, as typed: every step of the checkout carries it on, so nothing is lost on an error. */
export type CheckoutValues = Record<CheckoutField, string>;
export type FieldErrors = Partial<Record<CheckoutField, string>>;
/** Problems sorted for the form: next to their field, or above the form when they belong to none. */
export type Problems = { errors: FieldErrors; general: string[] };
export type FieldProblem = { field: string; message: string };

/** The inputs' maxLength; the server action clips to the same, so a posted form cannot carry more. */
export const MAX_LENGTH: Record<CheckoutField, number> = {
  productId: 64,
  quantity: 2,
  companyName: 200,
  email: 254,
  firstName: 100,
  lastName: 100,
  addressLine1: 200,
  addressLine2: 200,
  zip: 12,
  locality: 100,
  countryCode: 2,
  vatNumber: 20,
  // 12 digits, a fine address of 30, two check digits and two hyphens (the KoSIT format).
  leitwegId: 46,
  orderReference: 100,
};

export const MAX_QUANTITY = 10;

const e = messages.commerce.errors;
const REQUIRED: Partial<Record<CheckoutField, string>> = {
  productId: e.productRequired,
  companyName: e.companyName,
  firstName: e.firstName,
  lastName: e.lastName,
  addressLine1: e.addressLine1,
  zip: e.zip,
  locality: e.locality,
  countryCode: e.countryCode,
};

type Profile = {
  companyName: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  vatNumber: string | null;
  leitwegId?: string | null;
  address: {
    countryCode: string | null;
    addressLine1: string | null;
    addressLine2: string | null;
    locality: string | null;
    zip: string | null;
  } | null;
};

/** The form's first values: the kept profile (Checkout.customerProfile), a German address when there is none. */
export function valuesFromProfile(profile: Profile | null, productId = ''): CheckoutValues {
  const address = profile?.address;
  return {
    productId,
    quantity: '1',
    companyName: profile?.companyName ?? '',
    email: profile?.email ?? '',
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    zip: address?.zip ?? '',
    locality: address?.locality ?? '',
    countryCode: address?.countryCode || SELLER_COUNTRY,
    vatNumber: profile?.vatNumber ?? '',
    leitwegId: profile?.leitwegId ?? '',
    orderReference: '',
  };
}

/** A posted checkout form (either step: the summary carries the values in hidden fields). */
export function readCheckoutForm(form: FormData): CheckoutValues {
  const values = {} as CheckoutValues;
  for (const field of CHECKOUT_FIELDS) {
    const raw = form.get(field);
    values[field] = (typeof raw === 'string' ? raw : '').slice(0, MAX_LENGTH[field]);
  }
  if (!values.quantity) values.quantity = '1';
  return values;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks the form can make itself, before asking the server (which checks everything again). */
export function validateCheckout(values: CheckoutValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CHECKOUT_FIELDS) {
    const value = values[field].trim();
    const required = REQUIRED[field];
    if (required && !value) errors[field] = required;
    else if (value.length > MAX_LENGTH[field]) errors[field] = e.tooLong.replace('{max}', String(MAX_LENGTH[field]));
  }
  const quantity = Number(values.quantity);
  if (!/^\d+$/.test(values.quantity.trim()) || quantity < 1 || quantity > MAX_QUANTITY) errors.quantity = e.quantity;
  if (!EMAIL.test(values.email.trim())) errors.email = e.email;
  if (values.countryCode && !isKnownCountryCode(values.countryCode)) errors.countryCode = e.countryCode;
  if (!errors.zip && values.countryCode === SELLER_COUNTRY && !/^\d{5}$/.test(values.zip.trim()))
    errors.zip = e.zipGermany;
  return errors;
}

const optional = (value: string) => value.trim() || null;

/** The profile as the API takes it; a VAT number is sent without the spaces people type into it. */
export function customerInput(values: CheckoutValues): CustomerProfileInput {
  const vatNumber = values.vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  return {
    companyName: values.companyName.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    vatNumber: vatNumber || null,
    // Format and check digits are the API's to judge (German message next to the field).
    leitwegId: values.leitwegId.replace(/\s+/g, '').toUpperCase() || null,
    address: {
      countryCode: values.countryCode.toUpperCase(),
      addressLine1: optional(values.addressLine1),
      addressLine2: optional(values.addressLine2),
      zip: optional(values.zip),
      locality: optional(values.locality),
    },
  };
}

/**
 * The form field an API problem names: FieldError.field and BAD_USER_INPUT's extensions.field write the
 * argument's path (`input.customer.address.zip`, `customer.vatNumber`); null when it names no field of the form.
 */
export function fieldOfProblem(path: string): CheckoutField | null {
  const segments = path.replace(/\[\d+\]/g, '').split('.');
  if (segments[0] === 'input') segments.shift();
  if (segments[0] === 'customer') segments.shift();
  if (segments[0] === 'address') segments.shift();
  if (segments.length !== 1) return null;
  return (CHECKOUT_FIELDS as readonly string[]).includes(segments[0]) ? (segments[0] as CheckoutField) : null;
}

// The API words argument errors as "Ungültige Eingabe bei „<path>“: <problem>"; beside its field the problem is enough.
const [BEFORE, AFTER] = messages.graphql.errors.badUserInput.split('{problem}');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ARGUMENT_ERROR = new RegExp(`^${escape(BEFORE).replace(escape('{field}'), '[^“]*')}(.+)${escape(AFTER ?? '')}$`);

export function problemText(message: string): string {
  return ARGUMENT_ERROR.exec(message)?.[1] ?? message;
}

/** API problems sorted for the form: the first one per field stands next to it, the rest above the form. */
export function sortProblems(problems: readonly FieldProblem[]): Problems {
  const errors: FieldErrors = {};
  const general: string[] = [];
  for (const { field, message } of problems) {
    const target = fieldOfProblem(field);
    if (target && !errors[target]) errors[target] = problemText(message);
    else if (!general.includes(message)) general.push(target ? problemText(message) : message);
  }
  return { errors, general };
}
