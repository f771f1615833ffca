import type { Region } from '../../../regions/build-region';
import type { VatDecision, ViesChecker } from '../vat/vat-types';
import { checkCustomerVat } from '../vat/check-customer-vat';
import { normaliseCountryCode, SELLER_COUNTRY } from '../countries';
import { commerceMessages as m } from './commerce-messages';
import type { Executor } from '../job-charges';
import type { FieldError, QuoteInput } from './order-input';
import { findShopProduct, type ShopProductRow } from './products';

export type Amounts = { netCents: number; vatCents: number; grossCents: number };

/** Money: integer cents; VAT = round(net × rate) once per order (one rate per order). */
export function orderAmounts(unitNetCents: number, quantity: number, rate: number): Amounts {
  const netCents = unitNetCents * quantity;
  // The rate in basis points keeps the product an integer, so a half cent rounds up exactly.
  const vatCents = Math.round((netCents * Math.round(rate * 10_000)) / 10_000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

export type OrderQuote = Amounts & {
  product: ShopProductRow;
  quantity: number;
  currency: string;
  vat: VatDecision;
  /** The company name VIES knows for the VAT number, where it tells. */
  viesName: string | null;
  /** The customer profile's problems (a VAT number VIES cannot check now); empty when it can be ordered. */
  errors: FieldError[];
};

/**
 * Net, VAT and gross of an order as it would be placed on the site: the product must be on sale there, the
 * customer's country and VAT number decide the VAT (format, check digit, VIES). The product missing is an
 * error of the productId field. A site with EURO_VAT off sells within Germany only (docs/product-decisions.md
 * "EU VAT switched off"): an address abroad is an error of the country field.
 */
export async function quoteOrder(
  db: Executor,
  region: Pick<Region, 'id' | 'FEATURES'>,
  input: QuoteInput,
  vies: ViesChecker,
): Promise<OrderQuote | { productError: FieldError }> {
  const product = await findShopProduct(db, region, { id: input.productId });
  if (!product) return { productError: { field: 'productId', message: m.errors.productNotFound } };
  const check = await checkCustomerVat({ countryCode: input.countryCode, vatNumber: input.vatNumber }, vies);
  const abroad = normaliseCountryCode(input.countryCode) !== SELLER_COUNTRY;
  const germanOnly = abroad && !region.FEATURES.EURO_VAT;
  return {
    product,
    quantity: input.quantity,
    currency: product.currency,
    vat: check.decision,
    viesName: check.viesName,
    // The check names a field of the customer profile; the API names it by its path in the input.
    errors: [
      ...(germanOnly ? [{ field: 'customer.address.countryCode', message: m.errors.germanAddressOnly }] : []),
      ...(check.error ? [{ ...check.error, field: `customer.${check.error.field.replace(/^customer\./, '')}` }] : []),
    ],
    ...orderAmounts(product.netCents, input.quantity, check.decision.rate),
  };
}
