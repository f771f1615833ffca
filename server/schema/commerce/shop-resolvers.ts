import { z } from 'zod';
import { parseCheckoutForm, quoteArgsSchema, vatPartyOf } from '../../commerce/orders/order-input';
import { currentOrderKey } from '../../commerce/orders/order-key';
import { checkoutCustomerProfile } from '../../commerce/orders/customer-profiles';
import { listShopProducts, productSiteOf } from '../../commerce/orders/products';
import { quoteOrder } from '../../commerce/orders/quote';
import { priceProduct } from '../../commerce/orders/site-prices';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { parseArgs } from '../../graphql/validation';
import type { Checkout, CheckoutQuote, QueryCheckoutQuoteArgs, QueryResolvers } from '../generated/resolvers-types';
import { requireBuyer } from './commerce-access';

/**
 * docs/product.md §6.4 the checkout of the caller's organization: products, the last customer profile, the order key.
 */
/** What the site sells, each with its gross and wording (the price list and the checkout show the same). */
async function pricedShopProducts(ctx: GraphQLContext) {
  const rows = await listShopProducts(ctx.db, ctx.region);
  return rows.map((row) => priceProduct(row, productSiteOf(ctx.region)));
}

async function checkout(ctx: GraphQLContext): Promise<Checkout> {
  const { user, org } = await requireBuyer(ctx);
  const [products, customerProfile, orderKey] = await Promise.all([
    pricedShopProducts(ctx),
    checkoutCustomerProfile(ctx.db, org.id, user),
    currentOrderKey(ctx.db, org.id),
  ]);
  return {
    organizationId: org.id,
    organizationName: org.name,
    products,
    customerProfile,
    asksOrderReference: ctx.region.FEATURES.ORDER_ADDITIONAL_INFO,
    orderKey,
  };
}

const quoteArgs = z.object({ input: quoteArgsSchema });

/**
 * Net, VAT and gross as the order would be placed, with the customer profile's problems as field errors (its
 * VAT number checked by format, check digit and VIES): the summary before "Zahlungspflichtig bestellen".
 */
async function checkoutQuote(ctx: GraphQLContext, raw: QueryCheckoutQuoteArgs): Promise<CheckoutQuote> {
  await requireBuyer(ctx);
  const { input } = parseArgs(quoteArgs, raw);
  const form = parseCheckoutForm({ customer: input.customer });
  const quote = await quoteOrder(
    ctx.db,
    ctx.region,
    { productId: input.productId, quantity: input.quantity, ...vatPartyOf(form.customer, input.customer) },
    ctx.vies,
  );
  if ('productError' in quote) throw badUserInput('input.productId', quote.productError.message);
  return {
    product: priceProduct(quote.product, productSiteOf(ctx.region)),
    quantity: quote.quantity,
    netCents: quote.netCents,
    vatRate: quote.vat.rate,
    vatTreatment: quote.vat.treatment,
    vatCents: quote.vatCents,
    grossCents: quote.grossCents,
    currency: quote.currency,
    vatNote: quote.vat.note,
    errors: [...form.errors, ...quote.errors.filter((e) => !form.errors.some((f) => f.field === e.field))],
  };
}

export const shopQueries: Pick<QueryResolvers, 'shopProducts' | 'checkout' | 'checkoutQuote'> = {
  // docs/product.md §3.6: what the site sells is public (the price list).
  shopProducts: (_parent, _args, ctx) => pricedShopProducts(ctx),
  checkout: (_parent, _args, ctx) => checkout(ctx),
  checkoutQuote: (_parent, args, ctx) => checkoutQuote(ctx, args),
};
