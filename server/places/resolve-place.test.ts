import { describe, expect, it } from 'vitest';
import { resolvePlace } from './resolve-place';

const FRANKEN = { lat: 49.45, lon: 11.08 };

describe('resolvePlace: what a typed place stands for in the job search', () => {
  it.each([
    // A state is searched by address, never as a town whose name ends with it ("Oettingen in Bayern").
    ['Bayern', { kind: 'state', label: 'Bayern', state: 'Bayern' }],
    ['bayern', { kind: 'state', label: 'Bayern', state: 'Bayern' }],
    ['Baden-Württemberg', { kind: 'state', label: 'Baden-Württemberg', state: 'Baden-Württemberg' }],
    ['baden wuerttemberg', { kind: 'state', label: 'Baden-Württemberg', state: 'Baden-Württemberg' }],
    ['Saarland', { kind: 'state', label: 'Saarland', state: 'Saarland' }],
    ['Deutschland', { kind: 'country', label: 'Deutschland', code: 'DE' }],
    ['Österreich', { kind: 'country', label: 'Österreich', code: 'AT' }],
    // Postal codes: five digits search around the code's point, two digits are a postal area.
    ['90402', { kind: 'postalCode', label: '90402 Nürnberg', zip: '90402', lat: expect.closeTo(49.45, 1) }],
    ['90402 Nürnberg', { kind: 'postalCode', label: '90402 Nürnberg', zip: '90402' }],
    ['83022', { kind: 'postalCode', label: '83022 Rosenheim', lon: expect.closeTo(12.12, 1) }],
    ['90', { kind: 'postalArea', label: '90', prefix: '90' }],
    // City states are cities: a radius around Berlin reaches Potsdam.
    ['Berlin', { kind: 'locality', label: 'Berlin' }],
    ['Nürnberg', { kind: 'locality', label: 'Nürnberg', lat: expect.closeTo(49.45, 1) }],
    ['Neustadt a.d. Aisch', { kind: 'locality', label: 'Neustadt an der Aisch' }],
  ])('%s', (text, expected) => {
    expect(resolvePlace(text, FRANKEN)).toMatchObject(expected);
  });

  it.each([
    ['an unknown village', 'Oberkleinhausen'],
    ['a typo', 'Nürnbrg'],
    ['a postal code that does not exist', '00000'],
    ['a postal area that does not exist', '00'],
    ['only later words of a place name', 'in Bayern'],
  ])('is null for %s', (_name, text) => {
    expect(resolvePlace(text, FRANKEN)).toBeNull();
  });
});
