import { LOCATION_TYPES } from '@/regions/schema';
import { isUuid, JOB_SEARCH_LIMITS, searchWords } from '@/lib/contract';

/**
 * Query values of a listing URL, read leniently: whatever the search API would refuse (a latitude of 91,
 * a page past the deepest, a facet value that is no number, text with control characters) is dropped or
 * clamped here, so a hand-edited URL shows a listing and never an error page.
 */

/** Control characters: PostgreSQL refuses U+0000 in text, and none of them belongs in a search. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
/** Term ids and years (the API's numeric filter values), or "!" for "without a value". */
const NUMERIC_VALUE = /^(\d{1,9}|!)$/;

/** Text without control characters, trimmed, at most `max` characters. */
export function urlText(value: string, max: number = JOB_SEARCH_LIMITS.keysLength): string {
  return value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, max).trim();
}

/** The search words: clean text of at most JOB_SEARCH_LIMITS.words words. */
export function urlSearchText(value: string): string {
  return searchWords(urlText(value)).slice(0, JOB_SEARCH_LIMITS.words).join(' ');
}

/** A finite number, or null. */
export function urlNumber(value: string): number | null {
  return value !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
}

/** A latitude (limit 90) or longitude (limit 180); null when out of range. */
export function urlCoordinate(value: string, limit: 90 | 180): number | null {
  const n = urlNumber(value);
  return n !== null && Math.abs(n) <= limit ? n : null;
}

/**
 * 0-based page from the URL's 1-based `page`: below the first becomes the first (docs/product.md §5), past the deepest
 * the deepest.
 */
export function urlPage(value: string, perPage: number): number {
  const page = Math.floor(urlNumber(value) ?? 1) - 1;
  return Math.min(Math.max(0, page), Math.floor(JOB_SEARCH_LIMITS.offset / perPage));
}

export function urlLocationType(value: string): string | null {
  return (LOCATION_TYPES as readonly string[]).includes(value) ? value : null;
}

/** A two-letter country code (upper case), or null. */
export function urlCountry(value: string): string | null {
  const code = value.toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

export function urlUuid(value: string): string | null {
  return isUuid(value) ? value : null;
}

/** Filter values the API accepts for a field: numbers for numeric fields, short clean text for names. */
export function urlFilterValues(values: readonly string[], numeric: boolean): string[] {
  return numeric ? values.filter((v) => NUMERIC_VALUE.test(v)) : values.map((v) => urlText(v)).filter(Boolean);
}

/** A path segment as written in the URL; a malformed escape names nothing. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
