import type { SessionUser } from '../../auth/session-user';
import { z } from 'zod';
import { renderInvoice } from '../../commerce/invoices/render-invoice';
import { cancelOrder, markOrderPaid } from '../../commerce/orders/order-admin';
import { parseCheckoutForm, placeOrderArgsSchema } from '../../commerce/orders/order-input';
import { listOrders, loadOrderView, type OrderView } from '../../commerce/orders/order-views';
import { placeOrder } from '../../commerce/orders/place-order';
import { actsViaSupport, requireRecruiter, resolveTargetOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { graphqlMessages } from '../../graphql/messages';
import { idArg, limitArg, offsetArg, optional, parseArgs } from '../../graphql/validation';
import { getMailer } from '../../mail/mailer';
import type {
  MutationResolvers,
  OrderPage,
  PlaceOrderResult,
  QueryOrganizationOrdersArgs,
  QueryResolvers,
  QuerySiteOrdersArgs,
} from '../generated/resolvers-types';
import { commerceDomain, requireBuyer, requireOrderAdmin, requireOrderReader } from './commerce-access';

const m = graphqlMessages.commerce;

/** Where invoices go once issued: the app's storage, its mailer and the invoice renderer. */
const invoiceDeps = (ctx: GraphQLContext) => ({ storage: ctx.storage, mailer: getMailer(), renderInvoice });

const page = { limit: limitArg(20), offset: offsetArg };
const organizationOrdersArgs = z.object({ organizationId: optional(idArg), ...page });
const siteOrdersArgs = z.object({
  status: optional(z.enum(['pending', 'paid', 'cancelled', 'refunded'], { error: graphqlMessages.validation.invalid })),
  ...page,
});

/** docs/product-decisions.md ("Job editors handle no money"): an organization's orders for its people and order admins (default: the active one). */
async function organizationOrders(ctx: GraphQLContext, raw: QueryOrganizationOrdersArgs): Promise<OrderPage> {
  const user = requireRecruiter(ctx);
  const args = parseArgs(organizationOrdersArgs, raw);
  const org = await resolveTargetOrganization(ctx, user, args.organizationId);
  if (!org) return { orders: [], total: 0 };
  await requireOrderReader(ctx, user, org);
  return listOrders(ctx.db, { regionId: ctx.region.id, organizationId: org.id }, args);
}

/** The site's orders, newest first, optionally of one status: for its admin-like users. */
async function siteOrders(ctx: GraphQLContext, raw: QuerySiteOrdersArgs): Promise<OrderPage> {
  requireOrderAdmin(ctx);
  const args = parseArgs(siteOrdersArgs, raw);
  return listOrders(ctx.db, { regionId: ctx.region.id, status: args.status }, args);
}

const placeOrderArgs = z.object({ input: placeOrderArgsSchema });

/** docs/product.md §4.4: places the order of the caller's organization, once per orderKey. */
async function placeOrderResolver(ctx: GraphQLContext, raw: unknown): Promise<PlaceOrderResult> {
  const { user, org } = await requireBuyer(ctx);
  const { input } = parseArgs(placeOrderArgs, raw);
  const form = parseCheckoutForm(input);
  if (!form.customer || form.errors.length) return { order: null, alreadyPlaced: false, errors: form.errors };
  const outcome = await placeOrder(
    ctx.db,
    {
      region: ctx.region,
      organizationId: org.id,
      userId: user.id,
      vies: ctx.vies,
      input: { ...input, customer: form.customer, orderReference: form.orderReference },
      author: { user, viaSupport: await actsViaSupport(ctx, user, org) },
    },
    { invoices: invoiceDeps(ctx) },
  );
  const order = outcome.orderId ? await loadOrderView(ctx.db, outcome.orderId) : null;
  return { order, alreadyPlaced: outcome.alreadyPlaced, errors: outcome.errors };
}

const orderIdArgs = z.object({ orderId: idArg });

/** Billing staff act on an organization's order from outside it: the change log marks it as support. */
const staff = (user: SessionUser) => ({ user, viaSupport: true });
/** The day is checked against today and the invoice by the domain (markOrderPaid); here only its shape. */
const markPaidArgs = orderIdArgs.extend({
  paymentDate: optional(z.string(m.validation.paymentDate).regex(/^\d{4}-\d{2}-\d{2}$/, m.validation.paymentDate)),
});
const reasonArgs = orderIdArgs.extend({
  reason: z.string(m.validation.reason).trim().min(1, m.validation.reason).max(500, m.validation.reason),
});

/** The order as it is now, after an admin's change. */
async function changedOrder(ctx: GraphQLContext, orderId: string): Promise<OrderView> {
  const order = await loadOrderView(ctx.db, orderId);
  if (!order) throw notFound(m.errors.orderNotFound);
  return order;
}

/** Cancels (pending or paid) or refunds (paid) an order with a cancellation invoice: admin-like users. */
async function endOrder(ctx: GraphQLContext, raw: unknown, action: 'cancel' | 'refund'): Promise<OrderView> {
  const user = requireOrderAdmin(ctx);
  const { orderId, reason } = parseArgs(reasonArgs, raw);
  await commerceDomain(() =>
    cancelOrder(ctx.db, invoiceDeps(ctx), {
      region: ctx.region,
      orderId,
      actorId: user.id,
      reason,
      action,
      author: staff(user),
    }),
  );
  return changedOrder(ctx, orderId);
}

export const orderQueries: Pick<QueryResolvers, 'organizationOrders' | 'siteOrders'> = {
  organizationOrders: (_parent, args, ctx) => organizationOrders(ctx, args),
  siteOrders: (_parent, args, ctx) => siteOrders(ctx, args),
};

export const orderMutations: Pick<MutationResolvers, 'placeOrder' | 'markOrderPaid' | 'cancelOrder' | 'refundOrder'> = {
  placeOrder: (_parent, args, ctx) => placeOrderResolver(ctx, args),
  markOrderPaid: async (_parent, args, ctx) => {
    const user = requireOrderAdmin(ctx);
    const { orderId, paymentDate } = parseArgs(markPaidArgs, args);
    await commerceDomain(() =>
      markOrderPaid(ctx.db, { region: ctx.region, orderId, paymentDate, actorId: user.id, author: staff(user) }),
    );
    return changedOrder(ctx, orderId);
  },
  cancelOrder: (_parent, args, ctx) => endOrder(ctx, args, 'cancel'),
  refundOrder: (_parent, args, ctx) => endOrder(ctx, args, 'refund'),
};
