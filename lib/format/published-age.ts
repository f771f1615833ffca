import { berlinDay } from '@/lib/contract';

/**
 * A job counts as new ("Neu" badge on its teaser) on the day it is published and the two days after:
 * long enough for someone who looks every few days to spot it, short enough that most of a long list is
 * not "new".
 */
export const NEW_JOB_DAYS = 3;

/** Up to a week back the date reads relative ("gestern", "vor 3 Tagen"); older ones as "23.11.2026". */
export const RELATIVE_DATE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the German calendar day `date` falls on, so that day differences are whole numbers. */
const dayNumber = (date: Date): number => Date.parse(`${berlinDay(date)}T00:00:00Z`);

/** Berlin calendar days from `publishedAt` to `now`; 0 for today and for a date after `now` (clock skew). */
export function daysSincePublished(publishedAt: Date, now: Date): number {
  return Math.max(0, Math.round((dayNumber(now) - dayNumber(publishedAt)) / DAY_MS));
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
