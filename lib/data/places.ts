import 'server-only';
import type { Region } from '@/regions/build-region';
import { resolvePlaceLabel } from '@/server/places/gazetteer';

/**
 * The place a typed label stands for: one of the site's quick-pick places (their own coordinates), else the
 * local gazetteer's best match nearest the site. Null when nothing matches.
 */
export function placeForLabel(region: Region, label: string): { label: string; lat: number; lon: number } | null {
  const text = label.trim();
  if (!text) return null;
  const fixtures = region.GEO_INFO.fixtures;
  const fixture = fixtures.find((f) => f.label.toLowerCase() === text.toLowerCase());
  if (fixture) return { label: fixture.label, lat: fixture.lat, lon: fixture.lng };
  const centre = {
    lat: fixtures.reduce((s, f) => s + f.lat, 0) / fixtures.length,
    lon: fixtures.reduce((s, f) => s + f.lng, 0) / fixtures.length,
  };
  const found = resolvePlaceLabel(text, centre);
  return found && { label: found.label, lat: found.lat, lon: found.lon };
}
