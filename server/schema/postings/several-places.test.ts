// A posting with two work places, as the wizard saves it, is found from its second place once it is live.
import { firstError, gql } from '../../graphql/testing';
import { describe, expect, it } from 'vitest';
import { as } from '../resolver-testing';
import { completeInput, review, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();
const ERLANGEN = {
  label: 'Erlangen',
  lat: 49.5897,
  lon: 11.0039,
  address: { countryCode: 'DE', locality: 'Erlangen' },
};

describe('a posting in two towns', () => {
  it('is found within 5 km of its second town, at 0 km, after approval', async () => {
    const { fx } = state;
    const title = `Filialleitung ${state.tag}`;
    const nuernberg = completeInput(title).locations[0];
    const saved = await save(await as(fx.recruiter), completeInput(title, { locations: [nuernberg, ERLANGEN] }));
    expect(saved.data.errors).toEqual([]);
    const id = saved.data.posting!.id;
    await submit(await as(fx.recruiter), id);
    expect((await review(await as(fx.administrator), 'approve', id)).posting?.state).toBe('published');

    const found = await gql(
      'query($p: JobSearchPayload!) { searchJobs(payload: $p) { jobs { id distanceKm } } }',
      {
        p: {
          language: 'de',
          fulltext: { keys: state.tag },
          geoLocation: { label: 'Erlangen', lat: ERLANGEN.lat, lon: ERLANGEN.lon, radius: 5, locationType: 'locality' },
        },
      },
      await as(null),
    );
    expect(firstError(found)).toBeNull();
    expect((found.json.data?.searchJobs as { jobs: unknown[] }).jobs).toEqual([{ id, distanceKm: 0 }]);
  });
});
