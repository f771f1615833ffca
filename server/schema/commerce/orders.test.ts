// Commerce through the real route handler and database (issue 15): the price list, the checkout with its key
// and profile, the quote and the order with German field errors, the organization's and the site's orders,
// the admin operations, support acting for an organization, and what another organization never sees.
import { firstError, gql, REGION, type RequestOptions } from '../../graphql/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteOrdersOf, GERMAN_CUSTOMER, productIdOf } from '../../commerce/order-testing';
import { users } from '../../db/schema';
import { as } from '../resolver-testing';
import { completeInput, organizationWithCredits, save, submit, usePostingFixtures } from '../postings/posting-testing';

const t = usePostingFixtures();
let vies: Server;

beforeAll(async () => {
  // VIES as the EU answers it, on a local server: every number is valid.
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

const CUSTOMER = { ...GERMAN_CUSTOMER, vatNumber: null };
const AUSTRIAN = {
  ...GERMAN_CUSTOMER,
  companyName: 'Wiener Pflege GmbH',
  vatNumber: 'ATU13585627',
  address: { countryCode: 'AT', addressLine1: 'Ring 1', zip: '1010', locality: 'Wien' },
};
const ORDER = `id number status organizationId organizationName frontend netCents vatRate vatTreatment vatCents grossCents
  dueDate paymentMethod orderReference items { sku name quantity unitNetCents }
  customerProfile { companyName email vatNumber address { countryCode zip } }
  invoices { id number kind grossCents pdfUrl xrechnungUrl }`;

type Options = RequestOptions;
const checkout = async (options: Options) =>
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

async function quote(options: Options, input: Record<string, unknown>) {
  return gql(
    'query($i: CheckoutQuoteInput!) { checkoutQuote(input: $i) { quantity netCents vatRate vatTreatment vatCents grossCents vatNote errors { field message } } }',
    { i: input },
    options,
  );
}

async function order(options: Options, input: Record<string, unknown>) {
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
async function buy(options: Options, sku = 'job-credits-5', customer: Record<string, unknown> = CUSTOMER, extra = {}) {
  const productId = await productIdOf(t.db, sku);
  const { orderKey } = await checkout(options);
  const summary = (await quote(options, { productId, customer })).json.data?.checkoutQuote as { grossCents: number };
  return order(options, { productId, customer, orderKey, confirmedGrossCents: summary.grossCents, ...extra });
}

describe('shop and checkout', () => {
  it('lists the catalogue to anyone, by weight', async () => {
    const list = (await gql('{ shopProducts { sku kind name netCents credits jobSlots durationDays } }')).json.data
      ?.shopProducts as Array<{ sku: string }>;
    expect(list.map((p) => p.sku).filter((sku) => !sku.startsWith('test-'))).toEqual([
      'job-credits-1',
      'job-credits-5',
      'job-credits-10',
      'subscription-monthly',
      'subscription-yearly',
    ]);
    expect(list).toContainEqual({
      sku: 'subscription-yearly',
      kind: 'subscription',
      name: 'Abo Jahr',
      netCents: 499_000,
      credits: null,
      jobSlots: 10,
      durationDays: 365,
    });
  });

  it('gives two tabs one key and the next checkout a new one, keeping the profile for the next order', async () => {
    const options = await as(t.fx.recruiter);
    const first = await checkout(options);
    expect(first).toMatchObject({
      organizationId: t.fx.ownOrganization[t.fx.recruiter.id],
      asksOrderReference: true,
      customerProfile: { companyName: expect.stringContaining('recruiter GmbH'), email: t.fx.recruiter.email },
    });
    expect((await checkout(options)).orderKey).toBe(first.orderKey);
    const { data } = await buy(options, 'job-credits-1', CUSTOMER, { orderReference: 'PO-2026-17' });
    expect(data.errors).toEqual([]);
    const next = await checkout(options);
    expect(next.orderKey).not.toBe(first.orderKey);
    expect(next.customerProfile).toEqual({ companyName: 'Muster Pflege GmbH', email: GERMAN_CUSTOMER.email });
  });

  it('quotes German VAT, reverse charge for an EU business VIES knows, and lists the form errors', async () => {
    const options = await as(t.fx.recruiter);
    const productId = await productIdOf(t.db, 'job-credits-5');
    expect((await quote(options, { productId, quantity: 2, customer: CUSTOMER })).json.data?.checkoutQuote).toEqual({
      quantity: 2,
      netCents: 219_000,
      vatRate: 0.19,
      vatTreatment: 'domestic',
      vatCents: 41_610,
      grossCents: 260_610,
      vatNote: null,
      errors: [],
    });
    expect((await quote(options, { productId, customer: AUSTRIAN })).json.data?.checkoutQuote).toMatchObject({
      vatRate: 0,
      vatTreatment: 'reverse_charge',
      vatCents: 0,
      grossCents: 109_500,
      vatNote: 'Steuerschuldnerschaft des Leistungsempfängers',
    });
    const broken = {
      ...CUSTOMER,
      email: 'keine-adresse',
      address: { countryCode: 'DE', addressLine1: '', zip: '9040', locality: 'Nürnberg' },
    };
    expect((await quote(options, { productId, customer: broken })).json.data?.checkoutQuote).toMatchObject({
      vatTreatment: 'domestic',
      errors: [
        { field: 'customer.email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse für die Rechnung an.' },
        { field: 'customer.address.addressLine1', message: expect.stringContaining('Straße und Hausnummer') },
        { field: 'customer.address.zip', message: 'Eine deutsche Postleitzahl hat fünf Ziffern.' },
      ],
    });
    const unknownCountry = { ...CUSTOMER, address: { ...CUSTOMER.address, countryCode: 'XX' } };
    expect(
      (
        (await quote(options, { productId, customer: unknownCountry })).json.data?.checkoutQuote as {
          errors: unknown[];
        }
      ).errors,
    ).toEqual([{ field: 'customer.address.countryCode', message: 'Bitte wählen Sie ein Land aus der Liste.' }]);
    expect(firstError(await quote(options, { productId, quantity: 11, customer: CUSTOMER }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ungültige Eingabe bei „input.quantity“: Bitte wählen Sie eine Menge von 1 bis 10.',
    });
  });

  it('tells a job seeker that buying is for employers', async () => {
    expect(firstError(await gql('{ checkout { orderKey } }', {}, await as(t.fx.applicant)))).toEqual({
      code: 'FORBIDDEN',
      message: 'Bestellen können nur Arbeitgeber-Konten.',
    });
  });
});

describe('placing an order', () => {
  it('places once per key, on invoice, with its invoice, and reverse charge for an Austrian business', async () => {
    const options = await as(t.fx.recruiter);
    const productId = await productIdOf(t.db, 'job-credits-5');
    const { orderKey } = await checkout(options);
    const input = { productId, customer: AUSTRIAN, orderKey, confirmedGrossCents: 109_500 };
    const first = await order(options, input);
    expect(first.data).toMatchObject({
      alreadyPlaced: false,
      errors: [],
      order: {
        status: 'pending',
        frontend: REGION,
        vatTreatment: 'reverse_charge',
        vatRate: 0,
        grossCents: 109_500,
        paymentMethod: 'invoice',
        items: [{ sku: 'job-credits-5', name: '5 Stellenanzeigen', quantity: 1, unitNetCents: 109_500 }],
        customerProfile: {
          companyName: 'Wiener Pflege GmbH',
          vatNumber: 'ATU13585627',
          address: { countryCode: 'AT' },
        },
      },
    });
    const placed = first.data.order as {
      id: string;
      invoices: Array<{ id: string; pdfUrl: string; xrechnungUrl: string; kind: string }>;
    };
    expect(placed.invoices).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        pdfUrl: `/my-products/rechnungen/${placed.invoices[0].id}/pdf`,
        xrechnungUrl: `/my-products/rechnungen/${placed.invoices[0].id}/xml`,
      }),
    ]);
    const again = await order(options, input);
    expect(again.data).toMatchObject({ alreadyPlaced: true, order: { id: placed.id } });
  });

  it('refuses a changed sum and lists the form errors, placing nothing', async () => {
    const options = await as(t.fx.recruiter);
    const productId = await productIdOf(t.db, 'job-credits-1');
    const { orderKey } = await checkout(options);
    expect(
      (await order(options, { productId, customer: CUSTOMER, orderKey, confirmedGrossCents: 24_900 })).data,
    ).toEqual({
      alreadyPlaced: false,
      order: null,
      errors: [{ field: 'confirmedGrossCents', message: expect.stringContaining('Preis hat sich') }],
    });
    const broken = { ...CUSTOMER, firstName: ' ' };
    expect(
      (
        await order(options, {
          productId,
          customer: broken,
          orderKey,
          confirmedGrossCents: 29_631,
          orderReference: 'x'.repeat(101),
        })
      ).data.errors,
    ).toEqual([
      { field: 'customer.firstName', message: expect.stringContaining('Vornamen') },
      { field: 'orderReference', message: 'Die Bestellreferenz darf höchstens 100 Zeichen lang sein.' },
    ]);
    expect((await checkout(options)).orderKey).toBe(orderKey);
  });

  it('books credits that getCredits shows and publishing a job spends', async () => {
    const org = await organizationWithCredits(t, t.fx.stranger, 0, true);
    await t.db.update(users).set({ activeOrganizationId: org.id }).where(eq(users.id, t.fx.stranger.id));
    t.cleanups.push(() => deleteOrdersOf(t.db, [org.id]));
    const credits = async () =>
      (
        (await gql('query($o: ID) { getCredits(organizationId: $o) { amount } }', { o: org.id }, org.options)).json.data
          ?.getCredits as Array<{ amount: number }>
      )[0]?.amount;
    expect(await credits()).toBeUndefined();
    expect((await buy(org.options, 'job-credits-5', { ...CUSTOMER, companyName: 'Posting GmbH' })).data.errors).toEqual(
      [],
    );
    expect(await credits()).toBe(5);
    const { data } = await save(org.options, { ...completeInput('Pflegefachkraft (m/w/d)'), organizationId: org.id });
    const submitted = await submit(org.options, data.posting!.id);
    expect(submitted.posting.chargedWith).toBe('credit');
    expect(await credits()).toBe(4);
    await t.db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, t.fx.stranger.id));
  });
});

describe('orders of an organization and of the site', () => {
  it("shows an organization's orders to its recruiters and admin-like users, never to another's", async () => {
    const own = t.fx.ownOrganization[t.fx.recruiter.id];
    await buy(await as(t.fx.recruiter), 'subscription-monthly');
    const query = `query($o: ID) { organizationOrders(organizationId: $o) { total orders { ${ORDER} } } }`;
    const mine = (await gql(query, {}, await as(t.fx.recruiter))).json.data?.organizationOrders as {
      total: number;
      orders: Array<{ organizationId: string; items: Array<{ sku: string }> }>;
    };
    expect(mine.total).toBeGreaterThanOrEqual(1);
    expect(mine.orders.every((o) => o.organizationId === own)).toBe(true);
    expect(mine.orders[0].items[0].sku).toBe('subscription-monthly');
    expect((await gql(query, { o: own }, await as(t.fx.job_editor))).json.data?.organizationOrders).toMatchObject({
      total: mine.total,
    });
    expect(firstError(await gql(query, { o: own }, await as(t.fx.stranger)))?.code).toBe('FORBIDDEN');
    // The stranger's own checkout and orders hold nothing of the recruiter's.
    const strangers = (await gql(query, {}, await as(t.fx.stranger))).json.data?.organizationOrders as {
      orders: Array<{ organizationId: string }>;
    };
    expect(strangers.orders.every((o) => o.organizationId !== own)).toBe(true);
    expect((await checkout(await as(t.fx.stranger))).customerProfile?.companyName).not.toBe('Muster Pflege GmbH');
  });

  it('lets admin-like users list, mark paid, cancel and refund, refusing invalid steps in German', async () => {
    const { data } = await buy(await as(t.fx.recruiter), 'job-credits-1');
    const id = (data.order as { id: string }).id;
    const admin = await as(t.fx.site_admin);
    const pending = (await gql('{ siteOrders(status: pending) { total orders { id status } } }', {}, admin)).json.data
      ?.siteOrders as { orders: Array<{ id: string; status: string }> };
    expect(pending.orders.map((o) => o.id)).toContain(id);
    expect(pending.orders.every((o) => o.status === 'pending')).toBe(true);
    const refund =
      'mutation($id: ID!, $r: String!) { refundOrder(orderId: $id, reason: $r) { status invoices { kind } } }';
    expect(firstError(await gql(refund, { id, r: 'Kulanz' }, admin))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Eine Bestellung mit dem Status „offen“ kann nicht erstattet werden.',
    });
    expect(firstError(await gql(refund, { id, r: ' ' }, admin))?.message).toContain('Bitte geben Sie einen Grund an');
    const paid = await gql('mutation($id: ID!) { markOrderPaid(orderId: $id) { status paidAt } }', { id }, admin);
    expect(paid.json.data?.markOrderPaid).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await gql(refund, { id, r: 'Kulanz' }, admin)).json.data?.refundOrder).toEqual({
      status: 'refunded',
      invoices: [{ kind: 'invoice' }, { kind: 'cancellation' }],
    });
    const cancel = 'mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Zu spät") { status } }';
    expect(firstError(await gql(cancel, { id }, admin))?.message).toBe(
      'Eine Bestellung mit dem Status „erstattet“ kann nicht storniert werden.',
    );
    expect(firstError(await gql(cancel, { id }, await as(t.fx.recruiter)))).toEqual({
      code: 'FORBIDDEN',
      message: 'Bestellungen verwalten können nur Administratoren dieser Seite.',
    });
  });

  it('lets support buy for and see the organization it acts for (§6 masquerade)', async () => {
    const stranger = t.fx.strangerOrganization;
    await t.db.update(users).set({ activeOrganizationId: stranger }).where(eq(users.id, t.fx.job_editor.id));
    t.cleanups.push(() =>
      t.db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, t.fx.job_editor.id)),
    );
    const support = await as(t.fx.job_editor);
    expect((await checkout(support)).organizationId).toBe(stranger);
    const { data } = await buy(support, 'job-credits-1');
    expect(data.order).toMatchObject({ organizationId: stranger });
    const seen = (await gql('{ organizationOrders { orders { organizationId } } }', {}, support)).json.data
      ?.organizationOrders as { orders: Array<{ organizationId: string }> };
    expect(seen.orders.map((o) => o.organizationId)).toEqual([stranger]);
  });
});
