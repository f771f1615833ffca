/**
 * A job counts as new ("Neu" badge on its teaser) on the day it is published and the two days after:
 * long enough for someone who looks every few days to spot it, short enough that most of a long list is
 * not "new".
 */
export const NEW_JOB_DAYS = 3;

/** Up to a week back the date reads relative ("gestern", "vor 3 Tagen"); older ones as "23.11.2026". */
export const RELATIVE_DATE_DAYS = 7;

/** The sites are German: calendar days turn at midnight in Berlin, not in UTC. */
const TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Midnight UTC of the Berlin calendar day `date` falls on, so that day differences are whole numbers. */
function berlinDay(date: Date): number {
  const [year, month, day] = dayFormat.format(date).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** Berlin calendar days from `publishedAt` to `now`; 0 for today and for a date after `now` (clock skew). */
export function daysSincePublished(publishedAt: Date, now: Date): number {
  return Math.max(0, Math.round((berlinDay(now) - berlinDay(publishedAt)) / DAY_MS));
}

/** How a teaser shows the publication date: days ago for the last week, else the date itself. */
export type PublishedAge = { kind: 'relative'; days: number } | { kind: 'date' };

export function publishedAge(publishedAt: Date, now: Date): PublishedAge {
  const days = daysSincePublished(publishedAt, now);
  return days < RELATIVE_DATE_DAYS ? { kind: 'relative', days } : { kind: 'date' };
}

export function isNewJob(publishedAt: Date, now: Date): boolean {
  return daysSincePublished(publishedAt, now) < NEW_JOB_DAYS;
}
