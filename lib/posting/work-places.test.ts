import { describe, expect, it } from 'vitest';
import { placeNamedBy, workPlaceOf, type WorkPlaceSuggestion } from './work-places';

const place = (over: Partial<WorkPlaceSuggestion>): WorkPlaceSuggestion => ({
  label: 'Rosenheim',
  locationType: 'locality',
  zip: null,
  administrativeArea: 'Bayern',
  countryCode: 'DE',
  lat: 47.856,
  lon: 12.128,
  ...over,
});

describe('workPlaceOf: which suggestions are a place of work', () => {
  it('takes a town with its point and names it as the locality', () => {
    expect(workPlaceOf(place({}))).toEqual({
      label: 'Rosenheim',
      lat: 47.856,
      lon: 12.128,
      address: { countryCode: 'DE', administrativeArea: 'Bayern', zip: null, locality: 'Rosenheim' },
    });
  });

  it('takes a postal code with its zip and its town apart, so the job page does not say "83308 83308 Trostberg"', () => {
    const picked = workPlaceOf(place({ label: '83308 Trostberg', locationType: 'postal_code', zip: '83308' }));
    expect(picked?.label).toBe('83308 Trostberg');
    expect(picked?.address).toMatchObject({ zip: '83308', locality: 'Trostberg' });
  });

  it.each([
    ['a state', place({ label: 'Bayern', locationType: 'administrative_area_level_1', lat: null, lon: null })],
    ['a country', place({ label: 'Österreich', locationType: 'country', countryCode: 'AT', lat: null, lon: null })],
  ])('refuses %s (no point to find the job from)', (_what, suggestion) => {
    expect(workPlaceOf(suggestion)).toBeNull();
  });
});

describe('placeNamedBy: a place typed without picking it from the list', () => {
  const suggestions = [
    place({ label: '83308 Trostberg', locationType: 'postal_code', zip: '83308' }),
    place({ label: 'Bayern', locationType: 'administrative_area_level_1', lat: null, lon: null }),
  ];
  it.each([
    ['83308', '83308 Trostberg'],
    ['83308 trostberg ', '83308 Trostberg'],
    ['Trost', null],
    ['8330', null],
    ['Bayern', null],
  ])('%j names %j', (typed, label) => {
    expect(placeNamedBy(typed, suggestions)?.label ?? null).toBe(label);
  });
});
