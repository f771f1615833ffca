// The payment date an admin gives when marking an order paid, through the real route handler and database:
// checked against today and the invoice date with German errors on the field, stored, shown to the buyer,
// and written to the organization's change log.
import { gql } from '../../graphql/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { berlinDay } from '../../format/german-date';
import { organizationChangeLog } from '../../db/schema';
import { as, useResolverFixtures } from '../resolver-testing';
import { buy, useCommerceTesting } from './commerce-testing';

const t = useResolverFixtures();
useCommerceTesting(t);

const MARK = 'mutation($id: ID!, $d: String) { markOrderPaid(orderId: $id, paymentDate: $d) { status paymentDate } }';
const fieldError = (result: Awaited<ReturnType<typeof gql>>) => {
  const error = result.json.errors?.[0];
  return { code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message };
};

describe('payment date', () => {
  it('is refused in the future, before the invoice and when it is no day, then stored and shown', async () => {
    const { data } = await buy(t.db, await as(t.fx.recruiter), 'job-credits-1');
    const order = data.order as { id: string; number: string };
    const admin = await as(t.fx.site_admin);
    const today = berlinDay(new Date());
    const tomorrow = berlinDay(new Date(Date.now() + 86_400_000));

    expect(fieldError(await gql(MARK, { id: order.id, d: tomorrow }, admin))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'paymentDate',
      message: 'Der Zahlungseingang kann nicht in der Zukunft liegen.',
    });
    expect(fieldError(await gql(MARK, { id: order.id, d: '2020-01-01' }, admin))).toMatchObject({
      field: 'paymentDate',
      message: expect.stringMatching(
        /^Der Zahlungseingang kann nicht vor dem Rechnungsdatum \(\d\d\.\d\d\.\d{4}\) liegen\.$/,
      ),
    });
    for (const d of ['28.11.2026', '2026-02-30'])
      expect(fieldError(await gql(MARK, { id: order.id, d }, admin)), d).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining('Bitte geben Sie das Datum des Zahlungseingangs'),
      });

    const paid = await gql(MARK, { id: order.id, d: today }, admin);
    expect(paid.json.data?.markOrderPaid).toEqual({ status: 'paid', paymentDate: today });

    const mine = await gql('{ organizationOrders { orders { id paymentDate } } }', {}, await as(t.fx.recruiter));
    const orders = (mine.json.data?.organizationOrders as { orders: Array<{ id: string; paymentDate: string }> })
      .orders;
    expect(orders.find((o) => o.id === order.id)?.paymentDate).toBe(today);

    const [logged] = await t.db
      .select({ detail: organizationChangeLog.detail })
      .from(organizationChangeLog)
      .where(
        sql`${organizationChangeLog.detail}->>'orderNumber' = ${order.number} and ${eq(organizationChangeLog.action, 'order.paid')}`,
      );
    const [y, m, d] = today.split('-');
    expect(logged.detail).toMatchObject({ paymentDate: `${d}.${m}.${y}` });
  });
});
