import 'server-only';
import type { TypedDocumentNode } from '@apollo/client';
import { type OperationVariables, serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  CANCEL_ORDER,
  CHECKOUT,
  CHECKOUT_QUOTE,
  MARK_ORDER_PAID,
  MY_CREDITS,
  MY_SUBSCRIPTIONS,
  ORGANIZATION_ORDERS,
  PLACE_ORDER,
  REFUND_ORDER,
  SHOP_PRODUCTS,
  SITE_ORDERS,
} from '@/lib/graphql/documents/commerce';
import type {
  CheckoutQuoteInput,
  CheckoutQuoteQuery,
  OrderFieldsFragment,
  OrderStatus,
  PlaceOrderInput,
} from '@/lib/graphql/generated/operations';
import messages from '@/messages/de.json';

/** Checkout, orders and balances are asked as the signed-in user (loadPageViewer), never anonymously. */
type Audience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string };
const asUser = ({ region, userId }: Audience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

/** Results of in-process operations become plain objects (graphql-js's null prototypes; see job-posting.ts). */
const plain = <T>(value: T): T => structuredClone(value);

/** A problem for a form: the argument path it names ('' for none) and its German message. */
export type Problem = { field: string; message: string };

const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND']);
const refused = (error: unknown) =>
  OperationError.is(error) && error.errors.every((e) => REFUSED.has(String(e.extensions?.code)));

/**
 * The API's errors as problems for a form. Errors with a code were worded for the caller (German); a masked
 * one (no code) gets the general "did not work" so a form never shows "Unexpected error.".
 */
function problemsOf(error: unknown): Problem[] {
  if (!OperationError.is(error)) throw error;
  return error.errors.map((e) => ({
    field: typeof e.extensions?.field === 'string' ? e.extensions.field : '',
    message: e.extensions?.code ? e.message : messages.commerce.errors.failed,
  }));
}

/** The active organization's checkout; null when the caller has no organization to buy for on this site. */
export async function loadCheckout(audience: Audience) {
  const { data, error } = await serverQuery(asUser(audience), { query: CHECKOUT });
  if (error && refused(error)) return null;
  if (error) throw error;
  return plain(data!.checkout);
}

/** What the site sells (for naming what an order included). */
export async function loadShopProducts(audience: Audience) {
  const { data, error } = await serverQuery(asUser(audience), { query: SHOP_PRODUCTS });
  if (error) throw error;
  return plain(data!.shopProducts);
}

/** Net, VAT and gross as the order would be placed, or the problems that keep it from being placed. */
export type Quoted = { quote: Omit<CheckoutQuoteQuery['checkoutQuote'], 'errors'> } | { problems: Problem[] };

export async function quoteCheckout(audience: Audience, input: CheckoutQuoteInput): Promise<Quoted> {
  const { data, error } = await serverQuery(asUser(audience), { query: CHECKOUT_QUOTE, variables: { input } });
  if (error) return { problems: problemsOf(error) };
  const { errors, ...quote } = plain(data!.checkoutQuote);
  return errors.length ? { problems: errors } : { quote };
}

export type PlacedOrder = { order: OrderFieldsFragment; alreadyPlaced: boolean };

/** Places the order (idempotent by its orderKey), or the problems that refused it. */
export async function placeOrder(
  audience: Audience,
  input: PlaceOrderInput,
): Promise<PlacedOrder | { problems: Problem[] }> {
  const { data, error } = await serverMutate(asUser(audience), {
    mutation: PLACE_ORDER,
    variables: { input },
  });
  if (error) return { problems: problemsOf(error) };
  const result = plain(data!.placeOrder);
  if (result.order) return { order: result.order, alreadyPlaced: result.alreadyPlaced };
  return { problems: result.errors.length ? result.errors : [{ field: '', message: messages.commerce.errors.failed }] };
}

/** Orders a page; /my-products and the admin list page alike. */
export const ORDERS_PAGE_SIZE = 10;

/** The active organization's orders, newest first; null when there is none to show (no organization). */
export async function loadOrganizationOrders(audience: Audience, page: number) {
  const { data, error } = await serverQuery(asUser(audience), {
    query: ORGANIZATION_ORDERS,
    variables: { limit: ORDERS_PAGE_SIZE, offset: page * ORDERS_PAGE_SIZE },
  });
  if (error && refused(error)) return null;
  if (error) throw error;
  return plain(data!.organizationOrders);
}

/** One order of the active organization by id, for the checkout's result page (newest first: the first page). */
export async function findOrganizationOrder(audience: Audience, orderId: string) {
  const page = await loadOrganizationOrders(audience, 0);
  return page?.orders.find((order) => order.id === orderId) ?? null;
}

/** Orders placed on this site (admin-like users); null when the caller may not see them. */
export async function loadSiteOrders(audience: Audience, status: OrderStatus | null, page: number) {
  const { data, error } = await serverQuery(asUser(audience), {
    query: SITE_ORDERS,
    variables: { status, limit: ORDERS_PAGE_SIZE, offset: page * ORDERS_PAGE_SIZE },
  });
  if (error && refused(error)) return null;
  if (error) throw error;
  return plain(data!.siteOrders);
}

/** docs/product.md §7 getCredits; `failed` where the page shows docs/product.md §8's error text instead. */
export async function loadCredits(audience: Audience, organizationId: string | null) {
  const { data, error } = await serverQuery(asUser(audience), { query: MY_CREDITS, variables: { organizationId } });
  if (error || !data) return { failed: true as const, balances: [] };
  return { failed: false as const, balances: plain(data.getCredits) };
}

/**
 * docs/product.md §7 getSubscriptions from all frontends; `failed` where the page shows docs/product.md §8's error text
 * instead.
 */
export async function loadSubscriptions(audience: Audience, organizationId: string | null) {
  const { data, error } = await serverQuery(asUser(audience), {
    query: MY_SUBSCRIPTIONS,
    variables: { organizationId },
  });
  if (error || !data) return { failed: true as const, subscriptions: [], errors: [] };
  const result = plain(data.getSubscriptions);
  return { failed: false as const, subscriptions: result.subscriptions, errors: result.errors };
}

/** An admin action's outcome: the order's number, or the API's German message. */
export type OrderOutcome = { ok: true; number: string } | { ok: false; message: string };

async function orderAction<TData, TVariables extends OperationVariables>(
  audience: Audience,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => { number: string },
): Promise<OrderOutcome> {
  const { data, error } = await serverMutate(asUser(audience), {
    mutation,
    variables,
  });
  const failed = messages.commerce.errors.actionFailed;
  if (error) return { ok: false, message: problemsOf(error)[0]?.message ?? failed };
  if (!data) return { ok: false, message: failed };
  return { ok: true, number: pick(data as TData).number };
}

export const markOrderPaid = (audience: Audience, orderId: string, paymentDate: string) =>
  orderAction(audience, MARK_ORDER_PAID, { orderId, paymentDate }, (d) => d.markOrderPaid);
export const cancelOrder = (audience: Audience, orderId: string, reason: string) =>
  orderAction(audience, CANCEL_ORDER, { orderId, reason }, (d) => d.cancelOrder);
export const refundOrder = (audience: Audience, orderId: string, reason: string) =>
  orderAction(audience, REFUND_ORDER, { orderId, reason }, (d) => d.refundOrder);
