import type { Address, FurtherLocation } from '../db/schema';
import { resolvePlace } from '../places/resolve-place';

type Point = { lat: number; lon: number };

/**
 * Where a typed place is, from the local gazetteer: the label itself ("Rosenheim", "83022 Rosenheim"), else
 * the address's postal code, else its town. Null when none is known (never a guess from another field).
 */
export function placePoint(label: string | undefined, address?: Partial<Address> | null): Point | null {
  for (const text of [label, address?.zip, address?.locality]) {
    const target = text?.trim() ? resolvePlace(text) : null;
    if (target && 'lat' in target) return { lat: target.lat, lon: target.lon };
  }
  return null;
}

/**
 * The organization's point for radius search on publish, when its place changed or it has none yet: the
 * place's coordinates, or none (a stale point would find it where it no longer is). Otherwise no update, so
 * a precise point is not replaced by a town's centre.
 */
export function mainPointUpdate(
  before: { location?: string; zip?: string; locality?: string; hasPoint: boolean },
  after: { location?: string; address?: Partial<Address> | null },
): { lat: number | null; lon: number | null } | null {
  const same =
    (before.location ?? '') === (after.location ?? '') &&
    (before.zip ?? '') === (after.address?.zip ?? '') &&
    (before.locality ?? '') === (after.address?.locality ?? '');
  if (same && before.hasPoint) return null;
  return placePoint(after.location, after.address) ?? (same ? null : { lat: null, lon: null });
}

/** Further locations get their coordinates from their address (the editor keeps no points). */
export function locatedFurtherLocations(locations: FurtherLocation[]): FurtherLocation[] {
  return locations.map((place) => {
    const { lat: _lat, lon: _lon, ...rest } = place;
    const point = placePoint(undefined, place.address);
    return point ? { ...rest, ...point } : rest;
  });
}
