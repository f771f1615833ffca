import { GAZETTEER } from './gazetteer';
import type { Rng } from './prng';

/** What the seed needs of a region's quick-pick places (regions GEO_INFO.fixtures). */
export type Fixture = { label: string; lat: number; lng: number };

export type SeedPlace = { label: string; lat: number; lon: number; zip?: string; state?: string };

export { GAZETTEER } from './gazetteer';

/** Big cities get a wider jitter radius; everything else stays within 1.2 km of the centre. */
const WIDE_PLACES = new Set([
  'Berlin',
  'Hamburg',
  'Köln',
  'Nürnberg',
  'Stuttgart',
  'Dresden',
  'Leipzig',
  'Hannover',
  'Dortmund',
  'Essen',
  'Düsseldorf',
]);

export function toSeedPlace(fixture: Fixture): SeedPlace {
  const known = GAZETTEER[fixture.label];
  return { label: fixture.label, lat: fixture.lat, lon: fixture.lng, zip: known?.zip, state: known?.state };
}

/** A point within `maxKm` of the place centre (uniform over the disc), rounded to ~1 m. */
export function jitter(
  rng: Rng,
  place: SeedPlace,
  maxKm = WIDE_PLACES.has(place.label) ? 3 : 1.2,
): { lat: number; lon: number } {
  const distance = maxKm * Math.sqrt(rng.float());
  const angle = rng.float() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / 111.32;
  const dLon = (distance * Math.sin(angle)) / (111.32 * Math.cos((place.lat * Math.PI) / 180));
  return { lat: round(place.lat + dLat, 5), lon: round(place.lon + dLon, 5) };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Phone numbers come only from the blocks Germany's regulator (Bundesnetzagentur) reserves for fiction
 * (030 23125, 040 66969, 069 90009, 0221 4710, 089 99998 with three-digit extensions), the nearest one to
 * the place, so no demo number reaches a real line.
 */
const FICTION_BLOCKS = [
  { prefix: '+49 30 23125', lat: 52.52, lon: 13.405 },
  { prefix: '+49 40 66969', lat: 53.55, lon: 9.993 },
  { prefix: '+49 69 90009', lat: 50.11, lon: 8.682 },
  { prefix: '+49 221 4710', lat: 50.938, lon: 6.96 },
  { prefix: '+49 89 99998', lat: 48.137, lon: 11.575 },
] as const;

export function fictionalPhone(place: { lat: number; lon: number }, extension: number): string {
  const block = [...FICTION_BLOCKS].sort((a, b) => distanceKm(place, a) - distanceKm(place, b))[0];
  return `${block.prefix} ${String(((extension % 1000) + 1000) % 1000).padStart(3, '0')}`;
}
