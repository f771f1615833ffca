// The price list as the page for employers reads it: anonymous, through the real route handler and database.
import { closeGraphQLTestDb, firstError, gql, openGraphQLTestDb } from '../../graphql/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

beforeAll(async () => {
  await openGraphQLTestDb();
});
afterAll(async () => {
  await closeGraphQLTestDb();
});

const QUERY = '{ shopProducts { sku netCents vatRate vatCents grossCents includes } }';

describe('price list', () => {
  it('gives anyone each product net and gross with German VAT, and what it includes with the site runtime', async () => {
    const result = await gql(QUERY, {}, { region: 'franken' });
    expect(firstError(result)).toBeNull();
    const list = result.json.data!.shopProducts as Array<{ sku: string }>;
    expect(list).toContainEqual({
      sku: 'job-credits-5',
      netCents: 109_500,
      vatRate: 0.19,
      vatCents: 20_805,
      grossCents: 130_305,
      includes: '5 Stellenanzeigen, je 30 Tage online',
    });
    expect(list.find((p) => p.sku === 'subscription-yearly')).toMatchObject({
      grossCents: 593_810,
      includes: '10 Stellenanzeigen gleichzeitig online und 60 Lebenslauf-Kontakte, 365 Tage Laufzeit',
    });
  });
});
