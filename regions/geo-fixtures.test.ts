import { describe, it, expect } from 'vitest';
import { region, SITE_IDS } from './registry-testing';

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

// Germany's bounding box (List, Oberstdorf, Isenbruch, Neißeaue), with a small margin.
const GERMANY = { minLat: 47.2, maxLat: 55.1, minLng: 5.8, maxLng: 15.1 };

describe('geo fixtures', () => {
  it.each(SITE_IDS)('%s: every place lies in Germany and within 120 km of the places’ mean point', (id) => {
    const { fixtures } = region(id).GEO_INFO;
    const mean = {
      lat: fixtures.reduce((sum, f) => sum + f.lat, 0) / fixtures.length,
      lng: fixtures.reduce((sum, f) => sum + f.lng, 0) / fixtures.length,
    };
    for (const f of fixtures) {
      expect(f.lat, f.label).toBeGreaterThanOrEqual(GERMANY.minLat);
      expect(f.lat, f.label).toBeLessThanOrEqual(GERMANY.maxLat);
      expect(f.lng, f.label).toBeGreaterThanOrEqual(GERMANY.minLng);
      expect(f.lng, f.label).toBeLessThanOrEqual(GERMANY.maxLng);
      expect(distanceKm(mean, f), f.label).toBeLessThan(120);
    }
    expect(new Set(fixtures.map((f) => f.label)).size).toBe(fixtures.length);
  });

  // docs/product.md §3.9: the quick-pick places it names.
  const FIXED: Array<{ id: string; count: number; labels?: string[] }> = [
    { id: 'saarland', count: 4, labels: ['Saarbrücken', 'Neunkirchen', 'St. Wendel', 'Saarlouis'] },
    { id: 'allgaeu', count: 10 },
    { id: 'traunstein', count: 6 },
    { id: 'rhein-neckar', count: 6, labels: ['Mannheim', 'Heidelberg'] },
    { id: 'goettingen', count: 3, labels: ['Göttingen', 'Hildesheim', 'Holzminden'] },
  ];
  it.each(FIXED)('$id has the $count places of docs/product.md §3.9', ({ id, count, labels }) => {
    const actual = region(id).GEO_INFO.fixtures.map((f) => f.label);
    expect(actual).toHaveLength(count);
    expect(actual).toEqual(expect.arrayContaining(labels ?? []));
  });

  it.each(SITE_IDS.filter((id) => !FIXED.some((f) => f.id === id)))('%s has 4 to 8 places', (id) => {
    const { length } = region(id).GEO_INFO.fixtures;
    expect(length).toBeGreaterThanOrEqual(4);
    expect(length).toBeLessThanOrEqual(8);
  });

  // Spot checks against known town centres: catches typos that stay inside the region.
  const KNOWN: Array<{ id: string; label: string; lat: number; lng: number }> = [
    { id: 'rosenheim', label: 'Rosenheim', lat: 47.8571, lng: 12.1181 },
    { id: 'rosenheim', label: 'Wasserburg am Inn', lat: 48.0608, lng: 12.2333 },
    { id: 'saarland', label: 'Saarbrücken', lat: 49.2354, lng: 6.9969 },
    { id: 'rhein-neckar', label: 'Mannheim', lat: 49.4875, lng: 8.466 },
    { id: 'goettingen', label: 'Göttingen', lat: 51.5413, lng: 9.9158 },
    { id: 'schleswig-holstein', label: 'Kiel', lat: 54.3233, lng: 10.1228 },
    { id: 'berlin-brandenburg', label: 'Berlin', lat: 52.52, lng: 13.405 },
    { id: 'allgaeu', label: 'Oberstdorf', lat: 47.4099, lng: 10.2797 },
  ];
  it.each(KNOWN)('$id: $label is within 3 km of its town centre', ({ id, label, lat, lng }) => {
    const place = region(id).GEO_INFO.fixtures.find((f) => f.label === label);
    expect(place).toBeDefined();
    expect(distanceKm(place!, { lat, lng })).toBeLessThan(3);
  });
});
