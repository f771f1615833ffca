import { z } from 'zod';
import messages from '../../messages/de.json';
import type { CustomerProfile } from '../db/schema';
import { commerceMessages } from './commerce-messages';
import { isKnownCountryCode } from './country-codes';

const v = commerceMessages.validation;

/** A field to fix, by its path in the operation's input (customer.address.zip), in German. */
export type FieldError = { field: string; message: string };

/** The form sends empty strings for fields left empty: blank means "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string(message).trim().max(max, message).optional());
const requiredText = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);

/** §3 customer profile: company, contact, billing address (ISO-2 country; five-digit German postal code). */
export const customerProfileSchema = z.object({
  companyName: requiredText(200, v.companyName),
  email: z.string(v.email).trim().max(254, v.email).pipe(z.email(v.email)),
  firstName: requiredText(100, v.firstName),
  lastName: requiredText(100, v.lastName),
  address: z
    .object({
      countryCode: z
        .string(v.countryCode)
        .trim()
        .transform((code) => code.toUpperCase())
        .refine(isKnownCountryCode, v.countryCode),
      addressLine1: requiredText(200, v.addressLine1),
      addressLine2: optionalText(200, v.addressLine2),
      administrativeArea: optionalText(100, v.administrativeArea),
      zip: requiredText(12, v.zip),
      locality: requiredText(100, v.locality),
    })
    .superRefine((address, ctx) => {
      if (address.countryCode === 'DE' && !/^\d{5}$/.test(address.zip))
        ctx.addIssue({ code: 'custom', path: ['zip'], message: v.zipDe });
    }),
  // Kept as typed, without spaces; its format, check digit and VIES are the VAT check's business.
  vatNumber: z.preprocess(
    blankToUndefined,
    z
      .string(v.vatNumber)
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().max(20, v.vatNumber))
      .optional(),
  ),
}) satisfies z.ZodType<CustomerProfile>;

const productId = z.guid(messages.graphql.validation.id);
const quantity = z.preprocess(
  (value) => value ?? 1,
  z.number(v.quantity).int(v.quantity).min(1, v.quantity).max(10, v.quantity),
);

export const quoteInputSchema = z.object({ productId, quantity, customer: customerProfileSchema });

export const placeOrderInputSchema = quoteInputSchema.extend({
  orderReference: optionalText(100, v.orderReference),
  orderKey: z.string(v.orderKey).regex(/^[A-Za-z0-9_-]{16,64}$/, v.orderKey),
  confirmedGrossCents: z.number(v.confirmedGrossCents).int(v.confirmedGrossCents).min(0, v.confirmedGrossCents),
});

export type QuoteInput = z.output<typeof quoteInputSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;

/** Fields the buyer types into the form: their problems come back as a list, all at once. */
const FORM_FIELDS = new Set(['customer', 'orderReference']);

export type ParsedCheckoutInput<T> =
  { ok: true; data: T } | { ok: false; formErrors: FieldError[]; inputError: FieldError | null };

/**
 * Checks a quote or an order: problems of the form's fields (customer profile, order reference) as a list of
 * field errors, or the first problem of the other arguments (product, quantity, key, confirmed sum), which no
 * form field shows and the API reports as BAD_USER_INPUT.
 */
export function parseCheckoutInput<S extends z.ZodType>(schema: S, raw: unknown): ParsedCheckoutInput<z.output<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const formErrors: FieldError[] = [];
  let inputError: FieldError | null = null;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (FORM_FIELDS.has(String(issue.path[0]))) {
      if (!formErrors.some((e) => e.field === field)) formErrors.push({ field, message: issue.message });
    } else inputError ??= { field, message: issue.message };
  }
  return { ok: false, formErrors, inputError };
}
