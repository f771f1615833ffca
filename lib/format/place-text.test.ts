import { describe, expect, it } from 'vitest';
import { placeText } from './place-text';

describe('placeText: a work place on the job page', () => {
  it.each([
    [
      'street, code and town',
      { addressLine1: 'Hauptstraße 1', zip: '83278', locality: 'Traunstein' },
      'Traunstein',
      'Hauptstraße 1, 83278 Traunstein',
    ],
    ['a place picked by postal code', { zip: '83308', locality: 'Trostberg' }, '83308 Trostberg', '83308 Trostberg'],
    [
      'one stored before its town was kept apart',
      { zip: '83308', locality: null },
      '83308 Trostberg',
      '83308 Trostberg',
    ],
    ['a town without a code', { zip: null, locality: 'Rosenheim' }, 'Rosenheim', 'Rosenheim'],
    ['no address', null, 'Fürth', 'Fürth'],
  ])('%s', (_what, address, label, text) => {
    expect(placeText(address, label)).toBe(text);
  });
});
