// A job with several work places: found from each place and only there, at the nearest place's
// distance, counted and filtered under each town's name, and shown with every place. Through the real
// route handler and database.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLocations, jobs } from '../../db/schema';
import { firstError, gql, REGION, useGraphQLFixtures } from '../../graphql/testing';

const state = useGraphQLFixtures();

const tag = `zp${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;
const DAY = 86_400_000;

// Rosenheim–Traunstein 39 km, Rosenheim–Salzburg 69 km, Traunstein–Salzburg 31 km; Nürnberg is far from all.
const ROSENHEIM = { label: 'Rosenheim', lat: 47.8571, lon: 12.1181 };
const TRAUNSTEIN = { label: 'Traunstein', lat: 47.8686, lon: 12.6433 };
const SALZBURG = { label: 'Salzburg', lat: 47.8095, lon: 13.055 };
const NUERNBERG = { lat: 49.4521, lon: 11.0767 };
const WASSERBURG = { lat: 48.0603, lon: 12.2331 };
const SIEGSDORF = { lat: 47.8197, lon: 12.6447 };

const ids = { threeTowns: '', oneTown: '' };

beforeAll(async () => {
  const open = {
    regionId: REGION,
    organizationId: state.fx.ownOrganization[state.fx.recruiter.id],
    state: 'published' as const,
    publishedAt: new Date(Date.now() - DAY),
    expiresAt: new Date(Date.now() + 30 * DAY),
  };
  const rosenheimAddress = { countryCode: 'DE', administrativeArea: 'Bayern', locality: 'Rosenheim', zip: '83022' };
  const [threeTowns, oneTown] = await state.db
    .insert(jobs)
    .values([
      {
        ...open,
        title: `Filialleitung ${tag}`,
        locationLabel: ROSENHEIM.label,
        lat: ROSENHEIM.lat,
        lon: ROSENHEIM.lon,
        address: rosenheimAddress,
        // As the wizard writes it (jobColumnsOf): the job has places beyond the main one.
        furtherPlaces: true,
      },
      // A job whose one place was never written to job_locations: found and shown from its row.
      { ...open, title: `Verkauf ${tag}`, locationLabel: 'Traunstein', lat: TRAUNSTEIN.lat, lon: TRAUNSTEIN.lon },
    ])
    .returning({ id: jobs.id });
  ids.threeTowns = threeTowns.id;
  ids.oneTown = oneTown.id;
  await state.db.insert(jobLocations).values([
    { jobId: threeTowns.id, position: 0, ...ROSENHEIM, address: rosenheimAddress },
    { jobId: threeTowns.id, position: 1, ...TRAUNSTEIN, address: { countryCode: 'DE', zip: '83278' } },
    { jobId: threeTowns.id, position: 2, ...SALZBURG, address: { countryCode: 'AT', zip: '5020' } },
  ]);
});
afterAll(async () => {
  await state.db.delete(jobs).where(inArray(jobs.id, Object.values(ids).filter(Boolean)));
});

const SEARCH = `query($payload: JobSearchPayload!) { searchJobs(payload: $payload) {
  jobs { id title distanceKm } facets { field values { value count } } } }`;
type Hit = { id: string; title: string; distanceKm: number | null };
type Found = { jobs: Hit[]; facets: Array<{ field: string; values: Array<{ value: string; count: number }> }> };

async function search(payload: Record<string, unknown>): Promise<Found> {
  const result = await gql(SEARCH, { payload: { fulltext: { keys: tag }, ...payload } });
  expect(firstError(result)).toBeNull();
  return result.json.data!.searchJobs as Found;
}
const around = (point: { lat: number; lon: number }, radius: number) => ({
  geoLocation: { label: 'Ort', lat: point.lat, lon: point.lon, radius, locationType: 'locality' },
});
const threeTownsHit = (found: Found) => found.jobs.find((j) => j.id === ids.threeTowns);

describe('a job in three towns', () => {
  it.each([
    ['Rosenheim', ROSENHEIM],
    ['Traunstein', TRAUNSTEIN],
    ['Salzburg', SALZBURG],
  ])('is found from %s, at 0 km', async (_town, place) => {
    expect(threeTownsHit(await search(around(place, 10)))).toMatchObject({ distanceKm: 0 });
  });

  it('is not found from a town far from all its places', async () => {
    expect(threeTownsHit(await search(around(NUERNBERG, 50)))).toBeUndefined();
  });

  it('is as far as its nearest place, the main one or a further one', async () => {
    // Wasserburg: 24.2 km from Rosenheim (main), 37.2 from Traunstein, 67.3 from Salzburg.
    expect(threeTownsHit(await search(around(WASSERBURG, 100)))?.distanceKm).toBe(24.2);
    // Siegsdorf: 5.4 km from Traunstein; Rosenheim, 39.5 km away, is also in the radius.
    expect(threeTownsHit(await search(around(SIEGSDORF, 50)))?.distanceKm).toBe(5.4);
  });

  it('is counted under each town in the place facet and found by each town filter', async () => {
    const found = await search({ facets: [{ field: 'job_location' }] });
    const counts = Object.fromEntries(found.facets[0].values.map((v) => [v.value, v.count]));
    expect(counts).toEqual({ Rosenheim: 1, Traunstein: 2, Salzburg: 1 });
    const bySalzburg = await search({
      condition_group: {
        conjunction: 'AND',
        groups: [{ conjunction: 'OR', conditions: [{ name: 'job_location', operator: '=', value: 'Salzburg' }] }],
      },
    });
    expect(bySalzburg.jobs.map((j) => j.id)).toEqual([ids.threeTowns]);
  });

  it('is found by the country and the postal area of a further place (docs/product.md §9: by address)', async () => {
    const austria = await search({ geoLocation: { label: 'Österreich', country: 'AT', locationType: 'country' } });
    expect(austria.jobs.map((j) => j.id)).toEqual([ids.threeTowns]);
    const postal = await search({ geoLocation: { label: '50', postalCode: '50', locationType: 'postal_code' } });
    expect(postal.jobs.map((j) => j.id)).toEqual([ids.threeTowns]);
    const bayern = await search({
      geoLocation: { label: 'Bayern', administrativeArea: 'Bayern', locationType: 'administrative_area_level_1' },
    });
    expect(bayern.jobs.map((j) => j.id)).toEqual([ids.threeTowns]);
  });

  it('lists every place in order, and a job without job_locations rows its main place', async () => {
    const GET = `query($id: ID!) { getJob(id: $id) { locations { label lat lon address { countryCode zip } } } }`;
    const three = await gql(GET, { id: ids.threeTowns });
    expect(three.json.data?.getJob).toMatchObject({
      locations: [
        { label: 'Rosenheim', lat: ROSENHEIM.lat, address: { zip: '83022' } },
        { label: 'Traunstein', address: { zip: '83278' } },
        { label: 'Salzburg', address: { countryCode: 'AT', zip: '5020' } },
      ],
    });
    const one = await gql(GET, { id: ids.oneTown });
    expect(one.json.data?.getJob).toEqual({
      locations: [{ label: 'Traunstein', lat: TRAUNSTEIN.lat, lon: TRAUNSTEIN.lon, address: null }],
    });
  });
});
