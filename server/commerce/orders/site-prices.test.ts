import { describe, expect, it } from 'vitest';
import { orderAmounts } from './quote';
import { priceProduct, sitePrice } from './site-prices';

describe('sitePrice: the gross a German buyer pays for one unit', () => {
  it('adds 19 % German VAT to the net price', () => {
    expect(sitePrice(49_000)).toEqual({ netCents: 49_000, vatCents: 9_310, grossCents: 58_310, vatRate: 0.19 });
  });

  it('rounds the VAT as an order of one is rounded, so the page and the invoice show the same gross', () => {
    for (const net of [1, 99, 12_345, 199_999]) {
      const { vatRate, ...amounts } = sitePrice(net);
      expect(amounts).toEqual(orderAmounts(net, 1, vatRate));
    }
  });
});

describe('priceProduct: a price list entry', () => {
  it('carries the gross for one unit and what the pack includes with the site runtime', () => {
    const row = {
      id: 'p1',
      sku: 'PACK-5',
      kind: 'credits' as const,
      name: '5er-Paket',
      netCents: 100_000,
      currency: 'EUR',
      credits: 5,
      jobSlots: null,
      resumeContactSlots: null,
      durationDays: null,
    };
    expect(priceProduct(row, { jobDays: 45, resumeContacts: true })).toMatchObject({
      netCents: 100_000,
      vatRate: 0.19,
      vatCents: 19_000,
      grossCents: 119_000,
      includes: '5 Stellenanzeigen, je 45 Tage online',
    });
  });
});
