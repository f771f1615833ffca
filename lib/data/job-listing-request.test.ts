import { describe, expect, it } from 'vitest';
import { getRegion } from '@/regions/registry';
import { jobListingRequest } from './job-listing-request';
import type { TermLookup } from '@/lib/search/term-lookup';

const terms: TermLookup = { byAlias: () => undefined, aliasOf: () => undefined };
const request = (regionId: string, query: Record<string, string>) =>
  jobListingRequest(getRegion(regionId)!, [], query, terms)!;

describe('the place of a listing URL (docs/product.md §2 geo parameters, docs/product.md §9 no radius for states and countries)', () => {
  it.each([
    // A reported URL: a state search, never a radius around a town named "… in Bayern".
    [
      'franken',
      { geo_location: 'Bayern', administrative_area_level_1: 'Bayern' },
      { place: 'Bayern', locationType: 'administrative_area_level_1', administrativeArea: 'Bayern', lat: null },
      { locationType: 'administrative_area_level_1', administrativeArea: 'Bayern', radius: null, lat: null },
    ],
    [
      'rosenheim',
      { geo_location: 'Bayern', radius: '50' },
      { place: 'Bayern', locationType: 'administrative_area_level_1', radius: null },
      { locationType: 'administrative_area_level_1', administrativeArea: 'Bayern', radius: null },
    ],
    [
      'franken',
      { administrative_area_level_1: 'Bayern' },
      { place: 'Bayern', locationType: 'administrative_area_level_1' },
      { locationType: 'administrative_area_level_1', administrativeArea: 'Bayern' },
    ],
    [
      'rosenheim',
      { geo_location: 'Österreich' },
      { place: 'Österreich', locationType: 'country', country: 'AT' },
      { locationType: 'country', country: 'AT', radius: null },
    ],
    // A new place typed over a state search's hidden fields wins over them.
    [
      'franken',
      { geo_location: 'Erlangen', locationType: 'administrative_area_level_1', administrative_area_level_1: 'Bayern' },
      { place: 'Erlangen', locationType: 'locality', administrativeArea: null, lat: expect.closeTo(49.6, 1) },
      { locationType: 'locality', administrativeArea: null, radius: expect.any(Number) },
    ],
    // Postal codes: five digits around their point, two digits by the jobs' postal codes.
    [
      'franken',
      { geo_location: '90402', radius: '20' },
      { place: '90402 Nürnberg', locationType: 'postal_code', lat: expect.closeTo(49.45, 1), radius: 20 },
      { locationType: 'postal_code', radius: 20, postalCode: null },
    ],
    [
      'rosenheim',
      { geo_location: '83', radius: '20' },
      { place: '83', locationType: 'postal_code', lat: null, radius: null },
      { locationType: 'postal_code', postalCode: '83', radius: null, lat: null },
    ],
  ])('%s %o', (regionId, query, state, geo) => {
    const { state: parsed, payload } = request(regionId, query);
    expect(parsed).toMatchObject(state);
    expect(payload.geoLocation).toMatchObject(geo);
  });

  // An unknown place stays as typed, with no place filter (the listing says so and offers names).
  it.each([
    ['franken', 'Nürnbrg'],
    ['rosenheim', 'Oberkleinhausen'],
  ])('%s keeps the unknown place %s as typed, without a place filter', (regionId, place) => {
    const { state, payload } = request(regionId, { geo_location: place, radius: '20' });
    expect(state).toMatchObject({ place, lat: null, locationType: null, administrativeArea: null });
    expect(payload.geoLocation).toBeNull();
  });
});
