import { decideVat } from '../vat/decide-vat';
import { SELLER_COUNTRY } from '../countries';
import { type ProductSite, productIncludes, type ShopProductRow } from './products';
import { orderAmounts, type Amounts } from './quote';

/** A list price as a buyer in the seller's country pays it: net, the VAT rate as a fraction, VAT and gross. */
export type SitePrice = Amounts & { vatRate: number };

/**
 * The price list's gross figure (docs/product-decisions.md "The page for employers"): the VAT a buyer in the
 * seller's own country pays, rounded as an order of one is (orderAmounts), so the page and the invoice agree.
 * Buyers abroad may pay less (reverse charge); the checkout decides that per order.
 */
export function sitePrice(netCents: number): SitePrice {
  const { rate } = decideVat({ buyerCountry: SELLER_COUNTRY, vatNumberVerified: false });
  return { ...orderAmounts(netCents, 1, rate), vatRate: rate };
}

/** A product of the price list: the row, its gross for one unit and what it includes in plain German. */
export type PricedProduct = ShopProductRow & Omit<SitePrice, 'netCents'> & { includes: string };

/** `site`: what the site's offer makes of the product (productSiteOf). */
export function priceProduct(product: ShopProductRow, site: ProductSite): PricedProduct {
  const { vatRate, vatCents, grossCents } = sitePrice(product.netCents);
  return { ...product, vatRate, vatCents, grossCents, includes: productIncludes(product, site) };
}
