// searchPlaces through the real route handler: suggestions near the caller's site first, validated input.
import { closeGraphQLTestDb, firstError, gql, openGraphQLTestDb } from '../../graphql/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

beforeAll(async () => {
  await openGraphQLTestDb();
});
afterAll(async () => {
  await closeGraphQLTestDb();
});

const QUERY =
  'query($q: String!, $limit: Int) { searchPlaces(query: $q, limit: $limit) { label locationType administrativeArea lat lon } }';

describe('searchPlaces', () => {
  it('suggests places from one letter on, those near the site first', async () => {
    const rosenheim = await gql(QUERY, { q: 'Wasserb' }, { region: 'rosenheim' });
    expect(firstError(rosenheim)).toBeNull();
    expect((rosenheim.json.data!.searchPlaces as Array<{ label: string }>)[0]).toMatchObject({
      label: 'Wasserburg am Inn',
      locationType: 'locality',
      administrativeArea: 'Bayern',
    });
    const one = await gql(QUERY, { q: 'E', limit: 5 }, { region: 'franken' });
    expect(one.json.data!.searchPlaces).toHaveLength(5);
  });

  it.each([
    ['Bay', 'franken', { label: 'Bayern', locationType: 'administrative_area_level_1', administrativeArea: 'Bayern' }],
    ['Österr', 'rosenheim', { label: 'Österreich', locationType: 'country', countryCode: 'AT' }],
    ['9040', 'franken', { label: '90402 Nürnberg', locationType: 'postal_code', zip: '90402' }],
  ])('suggests %s first as %o, states and countries without a point', async (q, region, first) => {
    const result = await gql(
      'query($q: String!) { searchPlaces(query: $q) { label locationType zip administrativeArea countryCode lat } }',
      { q },
      { region },
    );
    expect(firstError(result)).toBeNull();
    const [suggestion] = result.json.data!.searchPlaces as Array<{ locationType: string; lat: number | null }>;
    expect(suggestion).toMatchObject(first);
    expect(suggestion.lat === null).toBe(suggestion.locationType !== 'postal_code');
  });

  it.each([
    ['an empty text', { q: '  ' }],
    ['a limit over 20', { q: 'Ro', limit: 50 }],
    ['an over-long text', { q: 'x'.repeat(101) }],
  ])('answers %s as bad input', async (_name, variables) => {
    expect(firstError(await gql(QUERY, variables))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
