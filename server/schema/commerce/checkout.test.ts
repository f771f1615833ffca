// The shop and the checkout through the real route handler and database: the price list, the
// checkout's key and profile, the quote with its VAT and German field errors, and placing an order once.
import { firstError, gql, REGION } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deleteOrdersOf, GERMAN_CUSTOMER, productIdOf } from '../../commerce/orders/order-testing';
import { users } from '../../db/schema';
import { as } from '../resolver-testing';
import { completeInput, organizationWithCredits, save, submit, usePostingFixtures } from '../postings/posting-testing';
import { AUSTRIAN, buy, checkout, CUSTOMER, order, quote, useCommerceTesting } from './commerce-testing';

const t = usePostingFixtures();
useCommerceTesting(t);

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
    const { data } = await buy(t.db, options, 'job-credits-1', CUSTOMER, { orderReference: 'PO-2026-17' });
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
    expect(
      (await buy(t.db, org.options, 'job-credits-5', { ...CUSTOMER, companyName: 'Posting GmbH' })).data.errors,
    ).toEqual([]);
    expect(await credits()).toBe(5);
    const { data } = await save(org.options, { ...completeInput('Pflegefachkraft (m/w/d)'), organizationId: org.id });
    const submitted = await submit(org.options, data.posting!.id);
    expect(submitted.posting.chargedWith).toBe('credit');
    expect(await credits()).toBe(4);
    await t.db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, t.fx.stranger.id));
  });
});
