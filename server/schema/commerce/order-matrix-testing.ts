/**
 * The commerce operations in the authorization matrix: their requests and targets. An order target
 * is a fresh order of the caller's organization (own) or of the stranger's (another), in the state the
 * operation acts on; every order a case made is removed after it, with what it granted.
 */
import { randomUUID } from 'node:crypto';
import { getRegion } from '../../../regions/registry';
import { markOrderPaid } from '../../commerce/orders/order-admin';
import { currentOrderKey } from '../../commerce/orders/order-key';
import {
  deleteOrdersOf,
  GERMAN_CUSTOMER,
  placeAsCheckout,
  productIdOf,
  testInvoiceDeps,
} from '../../commerce/orders/order-testing';
import type { Db } from '../../db/client';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };

const deps = testInvoiceDeps();
const touched = new Set<string>();

/** A pending (or paid) order of the organization, placed as the checkout would. */
async function orderOf(db: Db, organizationId: string, paid: boolean): Promise<string> {
  touched.add(organizationId);
  const { orderId } = await placeAsCheckout(
    db,
    { regionId: REGION, organizationId, userId: null, sku: 'job-credits-1' },
    deps,
  );
  if (paid) await markOrderPaid(db, { region: getRegion(REGION)!, orderId: orderId!, actorId: null });
  return orderId!;
}

const CUSTOMER = { ...GERMAN_CUSTOMER, vatNumber: null };

/** The request of a commerce operation for one matrix case, or null for another area's operation. */
export async function commerceRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  const own = fx.ownOrganization[c.subject.id];
  const org = c.target === 'own' ? own : c.target === 'another' ? fx.strangerOrganization : randomUUID();
  const send = (query: string, variables: Record<string, unknown> = {}) => jsonRequest({ query, variables }, c.options);
  const order = async (paid = false) => (c.target === 'nonexistent' ? randomUUID() : orderOf(db, org, paid));
  switch (c.operation) {
    case 'shopProducts':
      return send('{ shopProducts { sku netCents } }');
    case 'checkout':
      return send('{ checkout { organizationId orderKey products { sku } customerProfile { email } } }');
    case 'checkoutQuote':
      return send('query($i: CheckoutQuoteInput!) { checkoutQuote(input: $i) { grossCents errors { field } } }', {
        i: { productId: await productIdOf(db, 'job-credits-1'), customer: CUSTOMER },
      });
    case 'placeOrder':
      touched.add(own);
      return send(
        'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { alreadyPlaced order { number } errors { field } } }',
        {
          i: {
            productId: await productIdOf(db, 'job-credits-1'),
            customer: CUSTOMER,
            orderKey: await currentOrderKey(db, own),
            confirmedGrossCents: 29_631,
          },
        },
      );
    case 'organizationOrders':
      return send(
        'query($o: ID) { organizationOrders(organizationId: $o) { total orders { number customerProfile { email } } } }',
        {
          o: org,
        },
      );
    case 'siteOrders':
      return send('{ siteOrders { total orders { number } } }');
    case 'markOrderPaid':
      return send('mutation($id: ID!) { markOrderPaid(orderId: $id) { status } }', { id: await order() });
    case 'cancelOrder':
      return send('mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Test") { status } }', { id: await order() });
    case 'refundOrder':
      return send('mutation($id: ID!) { refundOrder(orderId: $id, reason: "Test") { status } }', {
        id: await order(true),
      });
    default:
      return null;
  }
}

/** Removes the orders the case made, with their credits, so the balances stay as the fixtures made them. */
export async function afterCommerceCase(db: Db): Promise<void> {
  if (touched.size === 0) return;
  const ids = [...touched];
  touched.clear();
  await deleteOrdersOf(db, ids);
}
