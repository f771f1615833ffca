import { areaNamed } from './areas';
import { resolvePlaceLabel } from './gazetteer';
import { postalAreaExists, postalCode, postalCodeLabel } from './postal-codes';

type Point = { lat: number; lon: number };

/** What a typed place stands for in the job search. */
export type PlaceTarget =
  | { kind: 'locality'; label: string; lat: number; lon: number }
  | { kind: 'postalCode'; label: string; zip: string; lat: number; lon: number }
  | { kind: 'postalArea'; label: string; prefix: string }
  | { kind: 'state'; label: string; state: string }
  | { kind: 'country'; label: string; code: string };

/** "90402", "90402 Nürnberg" (the autocomplete's label): a five-digit code, with or without its place. */
const POSTAL_CODE = /^(\d{5})(\s.*)?$/;
/** "90": a postal area (the first two digits, Leitregion). */
const POSTAL_AREA = /^\d{2}$/;

/**
 * The place a typed text stands for, in this order: a postal code (searched around its point), a postal
 * area (filtered by the jobs' postal codes), a federal state or country (filtered by the jobs' addresses,
 * no radius: docs/product.md §9), else a place of the gazetteer. Null when nothing matches: the caller keeps the text
 * and offers the closest names.
 */
export function resolvePlace(text: string, near?: Point | null): PlaceTarget | null {
  const typed = text.trim();
  const zip = POSTAL_CODE.exec(typed)?.[1];
  if (zip) {
    const code = postalCode(zip);
    return code && { kind: 'postalCode', label: postalCodeLabel(code), zip, lat: code.lat, lon: code.lon };
  }
  if (POSTAL_AREA.test(typed))
    return postalAreaExists(typed) ? { kind: 'postalArea', label: typed, prefix: typed } : null;
  const area = areaNamed(typed);
  if (area?.kind === 'state') return { kind: 'state', label: area.name, state: area.name };
  if (area?.kind === 'country') return { kind: 'country', label: area.name, code: area.code };
  const place = resolvePlaceLabel(typed, near);
  return place && { kind: 'locality', label: place.label, lat: place.lat, lon: place.lon };
}
