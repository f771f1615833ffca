// @module-tag postgres
// Integration tests of searchJobs through the real route handler and database (PGlite, and PostgreSQL in the
// server pass). Every job carries a random word so that queries see only this file's jobs on a shared server.
import { firstError, gql, OTHER_REGION } from '../../graphql/testing';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import {
  and,
  cond,
  PFLEGE,
  type Result,
  SEARCH,
  search,
  tag,
  TEILZEIT,
  titles,
  useSearchJobsFixture,
  VOLLZEIT,
  WASSERBURG,
} from './search-jobs-testing';

const t = useSearchJobsFixture();

describe('searchJobs', () => {
  it('finds only open jobs of the caller’s site: never expired, scheduled, in review, or another site’s', async () => {
    const result = await search({});
    expect(result.total).toBe(4);
    expect(titles(result)).toEqual([
      'Altenpflegerin',
      'Gabelstaplerfahrer',
      'Pflegefachkraft (m/w/d)',
      'Softwareentwickler',
    ]);
    expect((await search({}, OTHER_REGION)).total).toBe(1);
  });

  it.each([
    ['Pflege', ['Altenpflegerin', 'Gabelstaplerfahrer', 'Pflegefachkraft (m/w/d)']],
    ['Stapler', ['Gabelstaplerfahrer']],
    ['Pflegefachkraft', ['Pflegefachkraft (m/w/d)']],
  ])('full text "%s" finds words and parts of words, every word required', async (keys, expected) => {
    expect(titles(await search({ fulltext: { keys } }))).toEqual(expected);
  });

  it('widens words that no job holds all of to jobs with some of them, most words first, and says so', async () => {
    const result = await gql(
      'query($payload: JobSearchPayload!) { searchJobs(payload: $payload) { total fallback jobs { title } } }',
      { payload: { fulltext: { keys: `${tag} Softwareentwickler Rosenheim` } } },
    );
    const answer = result.json.data!.searchJobs as { fallback: string; jobs: Array<{ title: string }> };
    expect(answer.fallback).toBe('ANY_WORD');
    expect(answer.jobs[0].title).toBe(`Softwareentwickler ${tag}`);
  });

  it('ranks title matches above description-only matches', async () => {
    const result = await search({ fulltext: { keys: 'Pflege' } });
    expect(result.jobs.at(-1)!.id).toBe(t.ids.stapler);
  });

  it('ORs the values of one field and ANDs the fields (docs/product.md §5, §7)', async () => {
    const either = await search(
      and([cond('employment_type', String(VOLLZEIT)), cond('employment_type', String(TEILZEIT))]),
    );
    expect(either.total).toBe(4);
    const both = await search(
      and([cond('employment_type', String(TEILZEIT))], [cond('occupational_field', String(PFLEGE))]),
    );
    expect(titles(both)).toEqual(['Altenpflegerin']);
  });

  it('counts facets with labels and path aliases; a field’s own filter does not hide its other values (OR facets)', async () => {
    const result = await search({
      ...and([cond('employment_type', String(TEILZEIT))]),
      facets: [
        { field: 'employment_type' },
        { field: 'occupational_field' },
        { field: 'job_location' },
        { field: 'job_organization_name' },
      ],
    });
    expect(result.total).toBe(2);
    const facet = (field: string) =>
      Object.fromEntries(result.facets.find((f) => f.field === field)!.values.map((v) => [v.label, v.count]));
    expect(facet('employment_type')).toEqual({ [`Vollzeit ${tag}`]: 3, [`Teilzeit ${tag}`]: 2 });
    expect(facet('occupational_field')).toEqual({ [`Pflege ${tag}`]: 1 });
    expect(facet('job_location')).toEqual({ 'Wasserburg am Inn': 1, Traunstein: 1 });
    const orgFacet = result.facets.find((f) => f.field === 'job_organization_name')!.values;
    expect(orgFacet).toEqual([
      {
        value: expect.stringContaining('recruiter-'),
        label: expect.stringContaining('recruiter GmbH'),
        count: 2,
        pathAlias: null,
      },
    ]);
    expect(result.facets.find((f) => f.field === 'employment_type')!.values.find((v) => v.count === 2)!.pathAlias).toBe(
      `teilzeit-${tag}`,
    );
  });

  it('counts jobs without a value as "!" when asked (missing), and filters by it', async () => {
    const result = await search({ facets: [{ field: 'occupational_field', missing: true }] });
    expect(result.facets[0].values.find((v) => v.value === '!')).toEqual({
      value: '!',
      label: 'Ohne Angabe',
      count: 2,
      pathAlias: null,
    });
    expect(titles(await search(and([cond('occupational_field', '!')])))).toEqual([
      'Gabelstaplerfahrer',
      'Softwareentwickler',
    ]);
  });

  it('finds jobs within the radius by real distance and says how far they are', async () => {
    const near = await search({
      geoLocation: { label: 'Wasserburg am Inn', ...WASSERBURG, radius: 20, locationType: 'locality' },
    });
    expect(titles(near)).toEqual(['Altenpflegerin']);
    const wider = await search({
      geoLocation: { label: 'Wasserburg am Inn', ...WASSERBURG, radius: 35, locationType: 'locality' },
    });
    expect(titles(wider)).toEqual(['Altenpflegerin', 'Pflegefachkraft (m/w/d)', 'Softwareentwickler']);
    const rosenheim = wider.jobs.find((j) => j.id === t.ids.pflegefachkraft)!;
    expect(rosenheim.distanceKm).toBeGreaterThan(23);
    expect(rosenheim.distanceKm).toBeLessThan(26);
  });

  it('ignores the radius for a whole state (docs/product.md §9) and filters by the state instead', async () => {
    const result = await search({
      geoLocation: {
        label: 'Bayern',
        administrativeArea: 'Bayern',
        radius: 5,
        locationType: 'administrative_area_level_1',
      },
    });
    expect(titles(result)).toEqual(['Softwareentwickler']);
  });

  it('sorts by recency (newest first) and pages with range first/last', async () => {
    const result = await search({
      sorts: [{ field: 'field_job_publishing_date', value: 'desc' }],
      range: { first: 0, last: 2 },
    });
    expect(result.total).toBe(4);
    expect(result.jobs.map((j) => j.id)).toEqual([t.ids.altenpflegerin, t.ids.pflegefachkraft]);
    const next = await search({
      sorts: [{ field: 'field_job_publishing_date', value: 'desc' }],
      range: { first: 2, last: 4 },
    });
    expect(next.jobs).toHaveLength(2);
  });

  it('filters the title with LIKE (docs/product.md §5) and by organization slug and years of experience', async () => {
    expect(titles(await search(and([cond('title', 'staplerfahr', 'LIKE')])))).toEqual(['Gabelstaplerfahrer']);
    expect(titles(await search(and([cond('years_of_experience', '2', '>=')])))).toEqual(['Pflegefachkraft (m/w/d)']);
  });

  it('without words, lists featured jobs first, then the newest', async () => {
    const [org] = await t.db
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(inArray(organizations.id, [t.fx.ownOrganization[t.fx.recruiter.id]]));
    const result = await gql(SEARCH, { payload: and([cond('job_organization_name', org.slug)]) });
    expect(firstError(result)).toBeNull();
    const found = (result.json.data!.searchJobs as Result).jobs.map((j) => j.id);
    expect(found).toEqual([t.ids.entwickler, t.ids.altenpflegerin, t.ids.pflegefachkraft, t.ids.stapler]);
  });
});
