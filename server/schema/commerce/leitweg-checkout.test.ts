// The Leitweg-ID at the checkout through the real route handler and database: checked with a German message
// on its field, and kept with the billing address for the next order.
import { gql } from '../../graphql/testing';
import { describe, expect, it } from 'vitest';
import { productIdOf } from '../../commerce/orders/order-testing';
import { as, useResolverFixtures } from '../resolver-testing';
import { buy, CUSTOMER, quote, useCommerceTesting } from './commerce-testing';

const t = useResolverFixtures();
useCommerceTesting(t);

describe('Leitweg-ID at the checkout', () => {
  it('refuses a wrong one next to its field and keeps a right one for the next order', async () => {
    const options = await as(t.fx.recruiter);
    const productId = await productIdOf(t.db, 'job-credits-1');
    const errorsFor = async (leitwegId: string) =>
      (
        (await quote(options, { productId, customer: { ...CUSTOMER, leitwegId } })).json.data?.checkoutQuote as {
          errors: Array<{ field: string; message: string }>;
        }
      ).errors;

    expect(await errorsFor('04011000-1234512346-06')).toEqual([
      {
        field: 'customer.leitwegId',
        message: 'Die Prüfziffer der Leitweg-ID stimmt nicht. Bitte prüfen Sie die Leitweg-ID auf Tippfehler.',
      },
    ]);
    expect((await errorsFor('Rathaus'))[0]).toMatchObject({
      field: 'customer.leitwegId',
      message: expect.stringMatching(/^Bitte geben Sie eine gültige Leitweg-ID an/),
    });
    expect(await errorsFor(' 04011000-1234512345-06 ')).toEqual([]);

    const { data } = await buy(t.db, options, 'job-credits-1', { ...CUSTOMER, leitwegId: '04011000-1234512345-06' });
    expect(data.errors).toEqual([]);
    const next = await gql('{ checkout { customerProfile { leitwegId } } }', {}, options);
    expect(next.json.data?.checkout).toEqual({ customerProfile: { leitwegId: '04011000-1234512345-06' } });
  });
});
