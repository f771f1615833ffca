import { describe, expect, it } from 'vitest';
import { CommerceError } from './commerce-messages';
import { formatDocumentNumber, documentYear } from './document-numbers';
import { nextOrderStatus, type OrderAction, type OrderStatus } from './order-status';
import { orderAmounts } from './quote';

// docs/product.md §4.4: pending → paid → (cancelled | refunded), pending → cancelled; nothing else.
const TABLE: Array<[OrderStatus, OrderAction, OrderStatus | string]> = [
  ['pending', 'markPaid', 'paid'],
  ['pending', 'cancel', 'cancelled'],
  ['pending', 'refund', 'Eine Bestellung mit dem Status „offen“ kann nicht erstattet werden.'],
  ['paid', 'markPaid', 'Eine Bestellung mit dem Status „bezahlt“ kann nicht als bezahlt markiert werden.'],
  ['paid', 'cancel', 'cancelled'],
  ['paid', 'refund', 'refunded'],
  ['cancelled', 'markPaid', 'Eine Bestellung mit dem Status „storniert“ kann nicht als bezahlt markiert werden.'],
  ['cancelled', 'cancel', 'Eine Bestellung mit dem Status „storniert“ kann nicht storniert werden.'],
  ['cancelled', 'refund', 'Eine Bestellung mit dem Status „storniert“ kann nicht erstattet werden.'],
  ['refunded', 'markPaid', 'Eine Bestellung mit dem Status „erstattet“ kann nicht als bezahlt markiert werden.'],
  ['refunded', 'cancel', 'Eine Bestellung mit dem Status „erstattet“ kann nicht storniert werden.'],
  ['refunded', 'refund', 'Eine Bestellung mit dem Status „erstattet“ kann nicht erstattet werden.'],
  ['failed', 'markPaid', 'Eine Bestellung mit dem Status „fehlgeschlagen“ kann nicht als bezahlt markiert werden.'],
];

describe('order status machine', () => {
  it.each(TABLE)('%s + %s → %s', (from, action, expected) => {
    if (['paid', 'cancelled', 'refunded'].includes(expected)) {
      expect(nextOrderStatus(from, action)).toBe(expected);
      return;
    }
    let error: unknown;
    try {
      nextOrderStatus(from, action);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: expected });
  });
});

describe('document numbers and amounts', () => {
  it.each([
    ['RE', 2026, 1, 'RE-2026-00001'],
    ['B', 2027, 42, 'B-2027-00042'],
    ['RE', 2026, 123_456, 'RE-2026-123456'],
  ])('%s %i #%i → %s', (prefix, year, n, expected) => {
    expect(formatDocumentNumber(prefix, year, n)).toBe(expected);
  });

  it('counts New Year in Berlin time', () => {
    expect(documentYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(documentYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });

  // Integer cents; VAT rounded once per order, half a cent up.
  it.each([
    [24_900, 1, 0.19, { netCents: 24_900, vatCents: 4_731, grossCents: 29_631 }],
    [109_500, 1, 0.19, { netCents: 109_500, vatCents: 20_805, grossCents: 130_305 }],
    [49_900, 2, 0.19, { netCents: 99_800, vatCents: 18_962, grossCents: 118_762 }],
    [50, 1, 0.19, { netCents: 50, vatCents: 10, grossCents: 60 }],
    [109_500, 1, 0, { netCents: 109_500, vatCents: 0, grossCents: 109_500 }],
  ])('%i × %i at %f', (unit, quantity, rate, expected) => {
    expect(orderAmounts(unit, quantity, rate)).toEqual(expected);
  });
});
