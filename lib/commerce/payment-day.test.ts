import { describe, expect, it } from 'vitest';
import { paymentDayBounds } from './payment-day';

describe('paymentDayBounds', () => {
  it('offers the days from the invoice to today, counted in Germany', () => {
    expect(
      paymentDayBounds(
        [
          { kind: 'invoice', issuedAt: '2026-11-01T23:30:00Z' },
          { kind: 'cancellation', issuedAt: '2026-11-20T10:00:00Z' },
        ],
        new Date('2026-11-27T23:30:00Z'),
      ),
    ).toEqual({ today: '2026-11-28', min: '2026-11-02' });
  });

  it('has no lower bound before an invoice exists', () => {
    expect(paymentDayBounds([], new Date('2026-11-27T12:00:00Z'))).toEqual({ today: '2026-11-27', min: undefined });
  });
});
