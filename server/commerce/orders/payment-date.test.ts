import { describe, expect, it } from 'vitest';
import { germanDay, isCalendarDay, paymentDateProblem } from './payment-date';

const invoiced = new Date('2026-11-02T09:00:00Z');
const now = new Date('2026-11-28T10:00:00Z');

describe('paymentDateProblem: the day an admin says the money arrived', () => {
  it('accepts today, the invoice day and any day between', () => {
    for (const day of ['2026-11-28', '2026-11-02', '2026-11-15'])
      expect(paymentDateProblem(day, invoiced, now), day).toBeNull();
  });

  it('refuses a day in the future', () => {
    expect(paymentDateProblem('2026-11-29', invoiced, now)).toBe(
      'Der Zahlungseingang kann nicht in der Zukunft liegen.',
    );
  });

  it('refuses a day before the invoice date and names that date', () => {
    expect(paymentDateProblem('2026-11-01', invoiced, now)).toBe(
      'Der Zahlungseingang kann nicht vor dem Rechnungsdatum (02.11.2026) liegen.',
    );
  });

  it('refuses what is no calendar day', () => {
    for (const day of ['2026-02-30', '28.11.2026', '', '2026-11-2'])
      expect(paymentDateProblem(day, invoiced, now), day).toMatch(/^Bitte geben Sie das Datum/);
  });

  it('counts days in Germany: shortly after midnight in Berlin is already the next day', () => {
    expect(paymentDateProblem('2026-11-28', invoiced, new Date('2026-11-27T23:30:00Z'))).toBeNull();
  });

  it.each([
    ['2026-11-28', '28.11.2026'],
    ['2026-03-01', '01.03.2026'],
  ])('germanDay(%s) → %s', (day, german) => {
    expect(germanDay(day)).toBe(german);
  });

  it('isCalendarDay knows leap years', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });
});
