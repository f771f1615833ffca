import { describe, expect, it } from 'vitest';
import { nearestPostalCode, postalCode } from './postal-codes';
import { suggestPlaces } from './suggest-places';

const FRANKEN = { lat: 49.45, lon: 11.08 };

describe('suggestPlaces: what the place field suggests', () => {
  it.each([
    ['Bay', { label: 'Bayern', locationType: 'administrative_area_level_1', state: 'Bayern', point: null }],
    ['baden', { label: 'Baden-Württemberg', locationType: 'administrative_area_level_1', point: null }],
    ['Deutsch', { label: 'Deutschland', locationType: 'country', countryCode: 'DE', point: null }],
    ['Öster', { label: 'Österreich', locationType: 'country', countryCode: 'AT', point: null }],
    ['90402', { label: '90402 Nürnberg', locationType: 'postal_code', zip: '90402', state: 'Bayern' }],
    ['Nürnb', { label: 'Nürnberg', locationType: 'locality', state: 'Bayern' }],
  ])('%s suggests %o first', (typed, first) => {
    expect(suggestPlaces(typed, { near: FRANKEN })[0]).toMatchObject(first);
  });

  it('suggests postal codes for digits, each with its place', () => {
    const labels = suggestPlaces('904', { near: FRANKEN, limit: 5 }).map((s) => s.label);
    expect(labels).toHaveLength(5);
    for (const label of labels) expect(label).toMatch(/^904\d\d \S/);
    expect(labels).toContain('90402 Nürnberg');
  });

  it('keeps to the limit with states and places together', () => {
    expect(suggestPlaces('B', { near: FRANKEN, limit: 4 })).toHaveLength(4);
  });
});

describe('postal codes (OpenStreetMap data, points from the gazetteer)', () => {
  it.each([
    ['90402', 'Nürnberg', 'Bayern'],
    ['83022', 'Rosenheim', 'Bayern'],
    ['66111', 'Saarbrücken', 'Saarland'],
    ['01067', 'Dresden', 'Sachsen'],
  ])('%s is %s in %s', (zip, name, state) => {
    expect(postalCode(zip)).toMatchObject({ zip, name, state });
  });

  it.each([
    // The gazetteer names them "Trostberg an der Alz", "Mülheim an der Ruhr": once they took a neighbour's point.
    ['83308', 'Trostberg', { lat: 48.028, lon: 12.558 }],
    ['45468', 'Mülheim an der Ruhr', { lat: 51.4322, lon: 6.8797 }],
  ])('%s %s lies at its own town, not at a neighbour', (zip, name, point) => {
    const [suggestion] = suggestPlaces(zip);
    expect(suggestion.label).toBe(`${zip} ${name}`);
    expect(suggestion.point!.lat).toBeCloseTo(point.lat, 2);
    expect(suggestion.point!.lon).toBeCloseTo(point.lon, 2);
  });

  it('gives a job address without a postal code the one nearest its point', () => {
    expect(nearestPostalCode({ lat: 47.8571, lon: 12.1181 })).toMatchObject({ name: 'Rosenheim', state: 'Bayern' });
  });
});
