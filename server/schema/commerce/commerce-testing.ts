/**
 * Helpers of the commerce resolver tests: customers, the operations as the checkout page sends them, and VIES
 * on a local HTTP server (every number valid) that the context's checker reaches through VIES_URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { deleteOrdersOf, GERMAN_CUSTOMER, productIdOf } from '../../commerce/orders/order-testing';
import type { Db } from '../../db/client';
import { gql, type RequestOptions } from '../../graphql/testing';
import type { useResolverFixtures } from '../resolver-testing';

/** Starts the VIES stand-in for the file and removes the orders of the fixtures' organizations after it. */
export function useCommerceTesting(t: ReturnType<typeof useResolverFixtures>): void {
  let vies: Server;
  beforeAll(async () => {
    vies = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ valid: true, name: 'WIENER PFLEGE GMBH', address: '---' }));
    });
    await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
    process.env.VIES_CHECK = 'on';
    process.env.VIES_URL = `http://127.0.0.1:${(vies.address() as AddressInfo).port}/check`;
    t.cleanups.push(() => deleteOrdersOf(t.db, Object.values(t.fx.ownOrganization)));
  });
  afterAll(async () => {
    delete process.env.VIES_URL;
    await new Promise((resolve) => vies.close(resolve));
  });
}

export const CUSTOMER = { ...GERMAN_CUSTOMER, vatNumber: null };
export const AUSTRIAN = {
  ...GERMAN_CUSTOMER,
  companyName: 'Wiener Pflege GmbH',
  vatNumber: 'ATU13585627',
  address: { countryCode: 'AT', addressLine1: 'Ring 1', zip: '1010', locality: 'Wien' },
};
export const ORDER = `id number status organizationId organizationName frontend netCents vatRate vatTreatment vatCents grossCents
  dueDate paymentMethod orderReference items { sku name quantity unitNetCents }
  customerProfile { companyName email vatNumber address { countryCode zip } }
  invoices { id number kind grossCents pdfUrl xrechnungUrl }`;

type Options = RequestOptions;
export const checkout = async (options: Options) =>
  (
    await gql(
      '{ checkout { organizationId orderKey asksOrderReference products { sku } customerProfile { companyName email } } }',
      {},
      options,
    )
  ).json.data?.checkout as {
    organizationId: string;
    orderKey: string;
    customerProfile: { companyName: string } | null;
  };

export async function quote(options: Options, input: Record<string, unknown>) {
  return gql(
    'query($i: CheckoutQuoteInput!) { checkoutQuote(input: $i) { quantity netCents vatRate vatTreatment vatCents grossCents vatNote errors { field message } } }',
    { i: input },
    options,
  );
}

export async function order(options: Options, input: Record<string, unknown>) {
  const result = await gql(
    `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { alreadyPlaced errors { field message } order { ${ORDER} } } }`,
    { i: input },
    options,
  );
  return {
    result,
    data: result.json.data?.placeOrder as {
      alreadyPlaced: boolean;
      errors: unknown[];
      order: Record<string, unknown> | null;
    },
  };
}

/** An order as the checkout page places it: its key, the quote's gross. */
export async function buy(
  db: Db,
  options: Options,
  sku = 'job-credits-5',
  customer: Record<string, unknown> = CUSTOMER,
  extra = {},
) {
  const productId = await productIdOf(db, sku);
  const { orderKey } = await checkout(options);
  const summary = (await quote(options, { productId, customer })).json.data?.checkoutQuote as { grossCents: number };
  return order(options, { productId, customer, orderKey, confirmedGrossCents: summary.grossCents, ...extra });
}
