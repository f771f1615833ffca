import 'server-only';
import type { Region } from '@/regions/build-region';
import { closestPlaceNames } from '@/server/places/closest-places';
import { type PlaceTarget, resolvePlace } from '@/server/places/resolve-place';

export type { PlaceTarget } from '@/server/places/resolve-place';

/** The middle of the site's quick-pick places: among places of the same name, the nearest wins. */
function centre(region: Region): { lat: number; lon: number } {
  const { fixtures } = region.GEO_INFO;
  return {
    lat: fixtures.reduce((s, f) => s + f.lat, 0) / fixtures.length,
    lon: fixtures.reduce((s, f) => s + f.lng, 0) / fixtures.length,
  };
}

/**
 * What a typed place stands for: one of the site's quick-pick places (their own coordinates), else a postal
 * code or area, a state or country, or the local gazetteer's best match nearest the site
 * (server/places/resolve-place.ts). Null when nothing matches.
 */
export function placeForLabel(region: Region, label: string): PlaceTarget | null {
  const text = label.trim();
  if (!text) return null;
  const fixture = region.GEO_INFO.fixtures.find((f) => f.label.toLowerCase() === text.toLowerCase());
  if (fixture) return { kind: 'locality', label: fixture.label, lat: fixture.lat, lon: fixture.lng };
  return resolvePlace(text, centre(region));
}

/** Known places and areas whose names are closest to a place we do not know ("Nürnbrg" → Nürnberg). */
export function closestPlaceLabels(region: Region, label: string): string[] {
  return closestPlaceNames(label, { near: centre(region), limit: 3 });
}
