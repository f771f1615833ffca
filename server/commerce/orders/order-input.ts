import { z } from 'zod';
import messages from '../../../messages/de.json';
import type { CustomerProfile } from '../../db/schema';
import { commerceMessages } from './commerce-messages';
import { isKnownCountryCode } from '../countries';
import { leitwegIdProblem, normaliseLeitwegId } from './leitweg-id';

const v = commerceMessages.validation;

/** A field to fix, by its path in the operation's input (customer.address.zip), in German. */
export type FieldError = { field: string; message: string };

/** The form sends empty strings for fields left empty: blank means "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string(message).trim().max(max, message).optional());
const requiredText = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);

/**
 * docs/product.md §3 customer profile: company, contact, billing address (ISO-2 country; five-digit German postal
 * code).
 */
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
  // Public-sector buyers name where the invoice goes (XRechnung BT-10); format and check digits checked.
  leitwegId: z.preprocess(
    blankToUndefined,
    z
      .string(v.leitwegId)
      .transform(normaliseLeitwegId)
      .superRefine((id, ctx) => {
        const problem = leitwegIdProblem(id);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
}) satisfies z.ZodType<CustomerProfile>;

const productId = z.guid(messages.graphql.validation.id);
const quantity = z.preprocess(
  (value) => value ?? 1,
  z.number(v.quantity).int(v.quantity).min(1, v.quantity).max(10, v.quantity),
);
const orderReference = optionalText(100, v.orderReference);

/** What a quote is for: the product, how many, and the buyer's country and VAT number, which decide the VAT. */
export type QuoteInput = { productId: string; quantity: number; countryCode: string; vatNumber: string | null };

/** The arguments no form field shows (product, quantity, key, confirmed sum): a problem is BAD_USER_INPUT. */
export const quoteArgsSchema = z.object({ productId, quantity, customer: z.unknown() });
export const placeOrderArgsSchema = quoteArgsSchema.extend({
  orderReference: z.unknown().optional(),
  orderKey: z.string(v.orderKey).regex(/^[A-Za-z0-9_-]{16,64}$/, v.orderKey),
  confirmedGrossCents: z.number(v.confirmedGrossCents).int(v.confirmedGrossCents).min(0, v.confirmedGrossCents),
});

export type PlaceOrderInput = Omit<z.output<typeof placeOrderArgsSchema>, 'customer' | 'orderReference'> & {
  customer: CustomerProfile;
  orderReference?: string;
};

/**
 * The fields the buyer types (customer profile, order reference): every problem comes back at once as a field
 * error by its path (customer.address.zip), for the form to show beside the field.
 */
export function parseCheckoutForm(raw: { customer: unknown; orderReference?: unknown }): {
  customer: CustomerProfile | null;
  orderReference: string | undefined;
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const report = (prefix: string, issues: z.core.$ZodIssue[]) => {
    for (const issue of issues) {
      const field = [prefix, ...issue.path.map(String)].join('.');
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
    }
  };
  const customer = customerProfileSchema.safeParse(raw.customer);
  if (!customer.success) report('customer', customer.error.issues);
  const reference = orderReference.safeParse(raw.orderReference);
  if (!reference.success) report('orderReference', reference.error.issues);
  return {
    customer: customer.success ? customer.data : null,
    orderReference: reference.success ? reference.data : undefined,
    errors,
  };
}

/**
 * The country and VAT number a quote is taxed by, read leniently while the form still has errors elsewhere (so
 * the summary shows the right VAT as soon as they are right); an unknown country counts as Germany.
 */
export function vatPartyOf(
  customer: CustomerProfile | null,
  raw: unknown,
): Pick<QuoteInput, 'countryCode' | 'vatNumber'> {
  if (customer) return { countryCode: customer.address.countryCode, vatNumber: customer.vatNumber ?? null };
  const partial = z
    .object({
      address: z.object({ countryCode: customerProfileSchema.shape.address.shape.countryCode }),
      vatNumber: customerProfileSchema.shape.vatNumber,
    })
    .safeParse(raw);
  return partial.success
    ? { countryCode: partial.data.address.countryCode, vatNumber: partial.data.vatNumber ?? null }
    : { countryCode: 'DE', vatNumber: null };
}
