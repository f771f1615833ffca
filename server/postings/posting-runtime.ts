import { fill } from '../mail/template';
import type { PostingFields } from './posting-fields';
import type { FieldError } from './posting-input';
import { postingMessages as m } from './posting-messages';

const DAY = 86_400_000;

/**
 * How long one publication runs on a site: the price list sells a job credit or slot as "je N Tage online"
 * with the site's JOB_POSTING.defaultDurationDays (server/commerce/orders/products.ts productIncludes), so a
 * posting may ask for less but never for more (docs/product-decisions.md "Extending, runtime and dates of postings").
 */
export function runtimeDays(durationDays: number | null, soldDays: number): number {
  return Math.min(durationDays ?? soldDays, soldDays);
}

/** When a publication going live at `start` ends: the availability end if it lies ahead, else its duration; never after what was sold. */
export function expiryOf(start: Date, fields: PostingFields, soldDays: number): Date {
  const latest = start.getTime() + soldDays * DAY;
  const end = fields.availabilityPeriod?.end ? Date.parse(`${fields.availabilityPeriod.end}T23:59:59Z`) : NaN;
  // An end before the start (a republished job's old end) gives no runtime; the duration applies then.
  if (end > start.getTime()) return new Date(Math.min(end, latest));
  return new Date(start.getTime() + runtimeDays(fields.durationDays, soldDays) * DAY);
}

/**
 * What asks for more runtime than a publication buys, by field with a German message: a duration over the
 * site's days, or an availability end later than that many days after the publication (its time, or now).
 */
export function runtimeErrors(
  fields: {
    durationDays?: number | null;
    availabilityPeriod?: { end?: string | null } | null;
    publishAt?: Date | null;
  },
  soldDays: number,
  now: Date,
): FieldError[] {
  const errors: FieldError[] = [];
  if (fields.durationDays != null && fields.durationDays > soldDays)
    errors.push({ field: 'durationDays', message: fill(m.durationSold, { days: soldDays }) });
  const start = fields.publishAt && fields.publishAt > now ? fields.publishAt : now;
  const latest = new Date(start.getTime() + soldDays * DAY).toISOString().slice(0, 10);
  const end = fields.availabilityPeriod?.end;
  if (end && end > latest)
    errors.push({
      field: 'availabilityPeriod.end',
      message: fill(m.endTooLate, { days: soldDays, date: latest.split('-').reverse().join('.') }),
    });
  return errors;
}
