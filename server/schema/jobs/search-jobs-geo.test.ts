// The place part of the job search through the real route handler and database: states, countries and
// postal areas filter by the jobs' addresses (no radius, docs/product.md §9); postal codes search around their point.
import { describe, expect, it } from 'vitest';
import { firstError, gql } from '../../graphql/testing';
import { search, SEARCH, tag, titles, useSearchJobsFixture } from './search-jobs-testing';

useSearchJobsFixture();

describe('job search by area (docs/product.md §9: no radius for states and countries)', () => {
  it.each([
    [
      'a state: jobs whose address lies in it, whatever radius is sent',
      { label: 'Bayern', administrativeArea: 'Bayern', radius: 5, locationType: 'administrative_area_level_1' },
      ['Softwareentwickler'],
    ],
    [
      'another state',
      { label: 'Hessen', administrativeArea: 'Hessen', locationType: 'administrative_area_level_1' },
      [],
    ],
    [
      'a country: jobs without a country count as German',
      { label: 'Deutschland', country: 'DE', locationType: 'country' },
      ['Altenpflegerin', 'Gabelstaplerfahrer', 'Pflegefachkraft (m/w/d)', 'Softwareentwickler'],
    ],
    ['another country', { label: 'Österreich', country: 'AT', locationType: 'country' }, []],
    [
      'a postal area: jobs whose postal code starts with its digits',
      { label: '83', postalCode: '83', locationType: 'postal_code' },
      ['Softwareentwickler'],
    ],
    ['another postal area', { label: '90', postalCode: '90', locationType: 'postal_code' }, []],
    [
      'a five-digit postal code with its point: a radius search around it',
      { label: '83512 Wasserburg am Inn', lat: 48.0603, lon: 12.2331, radius: 20, locationType: 'postal_code' },
      ['Altenpflegerin'],
    ],
  ])('%s', async (_name, geoLocation, expected) => {
    expect(titles(await search({ geoLocation }))).toEqual(expected);
  });

  it.each([
    ['a letter', '9a'],
    ['six digits', '904021'],
    ['an empty code', ' '],
  ])('answers a postal area of %s as bad input, with a German message', async (_name, postalCode) => {
    const result = await gql(SEARCH, {
      payload: { fulltext: { keys: tag }, geoLocation: { postalCode, locationType: 'postal_code' } },
    });
    expect(firstError(result)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
