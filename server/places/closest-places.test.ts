import { describe, expect, it } from 'vitest';
import { closestPlaceNames, editDistance } from './closest-places';

const FRANKEN = { lat: 49.45, lon: 11.08 };
const ROSENHEIM = { lat: 47.8571, lon: 12.1181 };

describe('closestPlaceNames: "Meintest du …?" for places we do not know', () => {
  it.each([
    ['Nürnbrg', FRANKEN, 'Nürnberg'],
    ['Nuernberg', FRANKEN, 'Nürnberg'],
    ['Erlangn', FRANKEN, 'Erlangen'],
    ['Rosnheim', ROSENHEIM, 'Rosenheim'],
    ['Münhen', ROSENHEIM, 'München'],
    ['Bayren', FRANKEN, 'Bayern'],
    ['Östereich', FRANKEN, 'Österreich'],
    ['Baden Würtemberg', FRANKEN, 'Baden-Württemberg'],
  ])('%s → %s first', (typed, near, closest) => {
    expect(closestPlaceNames(typed, { near })[0]).toBe(closest);
  });

  it('offers at most the asked number of names, each once', () => {
    const names = closestPlaceNames('Oberkleinhausen', { near: FRANKEN, limit: 3 });
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(3);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['nothing for a single letter', 'x'],
    ['nothing for text far from every name', 'qqqqqqqqqq'],
  ])('%s', (_name, typed) => {
    expect(closestPlaceNames(typed)).toEqual([]);
  });

  it('measures only the start of an over-long text', () => {
    expect(closestPlaceNames(`Nürnberg${'x'.repeat(5000)}`).length).toBeLessThanOrEqual(3);
  });
});

describe('editDistance', () => {
  it.each([
    ['nuernberg', 'nuernberg', 0],
    ['nuernbrg', 'nuernberg', 1],
    ['bayren', 'bayern', 1],
    ['rosenheim', 'rosnehim', 2],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});
