import { describe, expect, it } from 'vitest';
import { foldPlaceName } from './fold-place-name';
import { gazetteer, resolvePlaceLabel, searchPlaces } from './gazetteer';

const ROSENHEIM = { lat: 47.8571, lon: 12.1181 };

describe('foldPlaceName', () => {
  it.each([
    ['München', 'muenchen'],
    ['Muenchen', 'muenchen'],
    ['Gießen', 'giessen'],
    ['St. Wendel', 'sankt wendel'],
    ['Wasserburg a. Inn', 'wasserburg am inn'],
    ['Neustadt a.d. Aisch', 'neustadt an der aisch'],
    ['Halle (Saale)', 'halle saale'],
    ['Bad  Aibling', 'bad aibling'],
  ])('%s → %s', (name, folded) => {
    expect(foldPlaceName(name)).toBe(folded);
  });
});

describe('searchPlaces (local gazetteer)', () => {
  it('knows thousands of German places with coordinates inside Germany', () => {
    const all = gazetteer();
    expect(all.length).toBeGreaterThan(7000);
    for (const p of all) {
      expect(p.lat).toBeGreaterThan(47.2);
      expect(p.lat).toBeLessThan(55.1);
      expect(p.lon).toBeGreaterThan(5.8);
      expect(p.lon).toBeLessThan(15.1);
    }
  });

  it('finds a place from its first letters, the way people type', () => {
    expect(searchPlaces('Wasserb', { near: ROSENHEIM })[0]).toMatchObject({
      name: 'Wasserburg am Inn',
      state: 'Bayern',
    });
    expect(searchPlaces('muench', { near: ROSENHEIM }).map((p) => p.name)).toContain('München');
    expect(searchPlaces('St. Wendel')[0].name).toBe('Sankt Wendel');
  });

  it('puts the whole name first, then its start, then later words', () => {
    const names = searchPlaces('Rosenheim', { near: ROSENHEIM }).map((p) => p.name);
    expect(names[0]).toBe('Rosenheim');
  });

  it('prefers places near the site among equal matches and tells same names apart by state', () => {
    const neustadt = searchPlaces('Neustadt', { near: { lat: 49.45, lon: 11.08 }, limit: 20 });
    expect(neustadt.length).toBeGreaterThan(3);
    const labels = neustadt.map((p) => p.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('resolvePlaceLabel (search form without JavaScript)', () => {
  it('resolves a typed name to the nearest place of that name', () => {
    expect(resolvePlaceLabel('wasserburg am inn', ROSENHEIM)).toMatchObject({
      label: 'Wasserburg am Inn',
      lat: expect.closeTo(48.06, 1),
    });
  });
  it('resolves a label with its state', () => {
    const [first] = searchPlaces('Neustadt', { limit: 20 }).filter((p) => p.label.includes('('));
    expect(resolvePlaceLabel(first.label)).toMatchObject({ name: 'Neustadt', state: first.state });
  });
  it('is null for text that is no place', () => {
    expect(resolvePlaceLabel('Xylophonhausen')).toBeNull();
  });
  it('never takes a later word for the place: "Bayern" is not Oettingen in Bayern', () => {
    expect(searchPlaces('Bayern').map((p) => p.name)).toContain('Oettingen in Bayern');
    expect(resolvePlaceLabel('Bayern', { lat: 49.45, lon: 11.08 })).toBeNull();
  });
});
