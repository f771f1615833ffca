import { describe, expect, it } from 'vitest';
import { workPlaceOf, type WorkPlaceSuggestion } from './work-places';

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

  it('takes a postal code with its zip', () => {
    const picked = workPlaceOf(place({ label: '83022 Rosenheim', locationType: 'postal_code', zip: '83022' }));
    expect(picked?.address).toMatchObject({ zip: '83022', locality: null });
  });

  it.each([
    ['a state', place({ label: 'Bayern', locationType: 'administrative_area_level_1', lat: null, lon: null })],
    ['a country', place({ label: 'Österreich', locationType: 'country', countryCode: 'AT', lat: null, lon: null })],
  ])('refuses %s (no point to find the job from)', (_what, suggestion) => {
    expect(workPlaceOf(suggestion)).toBeNull();
  });
});
