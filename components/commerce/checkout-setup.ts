import type { CountryChoices } from '@/lib/contract';
import type { ShopProductFieldsFragment } from '@/lib/graphql/generated/operations';
import type { ProductContext } from './product-text';

/** What the checkout's steps need from the page: the products, the country list and the site's terms. */
export type CheckoutSetup = ProductContext & {
  products: ShopProductFieldsFragment[];
  countries: CountryChoices;
  /** docs/product.md §1 ORDER_ADDITIONAL_INFO: the form asks for a purchase-order reference. */
  asksOrderReference: boolean;
  /** SELLER.paymentTermDays: payment on invoice, due in this many days. */
  paymentDays: number;
  /** The waiting job the checkout was reached from (of the active organization), which the order leads back to. */
  returnJob?: string | null;
};

/** The country's German name for the summary's address. */
export function countryName(countries: CountryChoices, code: string): string {
  return [countries.home, ...countries.eu, ...countries.others].find((c) => c.code === code)?.name ?? code;
}
