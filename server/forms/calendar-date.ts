import { z } from 'zod';

/**
 * The years a date of the product may name. Wider than any job, CV or statistics date needs, narrow enough
 * that every such date (plus a runtime) is a valid JavaScript Date and a valid PostgreSQL timestamp: year 0,
 * 9999 or +275760 once passed the forms and broke the job's approval (docs/security.md).
 */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

const saneYear = (year: number) => year >= DATE_YEARS.min && year <= DATE_YEARS.max;

/** A real calendar day as YYYY-MM-DD (no 2026-02-30, no month 13) of a year in DATE_YEARS; one German message. */
export const calendarDate = (message: string) =>
  z.iso.date(message).refine((value) => saneYear(Number(value.slice(0, 4))), message);

/** A month as YYYY-MM of a year in DATE_YEARS. */
export const calendarMonth = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, message)
    .refine((value) => saneYear(Number(value.slice(0, 4))), message);

/** A moment as a Date within DATE_YEARS (what the DateTime scalar hands on, or an ISO string in-process). */
export const moment = (message: string) =>
  z
    .union([z.date(), z.string()], message)
    .refine((value) => value instanceof Date || isCalendarDateTime(value), message)
    .pipe(z.coerce.date(message))
    .refine(isSaneMoment, message);

/** A Date that is valid and of a year in DATE_YEARS. */
export function isSaneMoment(date: Date): boolean {
  return !Number.isNaN(date.getTime()) && saneYear(date.getUTCFullYear());
}

const dateTimeText = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** An ISO 8601 date-time with a zone (or a plain date) that names a real calendar day; JavaScript's parser rolls 2026-02-30 over into March. */
export function isCalendarDateTime(value: string): boolean {
  return dateTimeText.safeParse(value).success && isSaneMoment(new Date(value));
}
