// Integration tests of searchJobs through the real route handler and database (PGlite, and PostgreSQL in the
// server pass). Every job carries a random word so that queries see only this file's jobs on a shared server.
import {
  closeGraphQLTestDb,
  createFixtures,
  firstError,
  type Fixtures,
  gql,
  OTHER_REGION,
  openGraphQLTestDb,
  REGION,
} from '../../graphql/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { jobs, organizations, taxonomyTerms } from '../../db/schema';
import { JOB_FACET_FIELDS } from '../../search/job-search-query';

let db: Db;
let fx: Fixtures;
const tag = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;
const DAY = 86_400_000;
const now = Date.now();
const ids: Record<string, string> = {};
const base = 910_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const VOLLZEIT = base + 1;
const TEILZEIT = base + 2;
const PFLEGE = base + 3;

// Rosenheim and Wasserburg am Inn are 26 km apart; Traunstein is 45 km from Rosenheim.
const ROSENHEIM = { lat: 47.8571, lon: 12.1181 };
const WASSERBURG = { lat: 48.0603, lon: 12.2331 };
const TRAUNSTEIN = { lat: 47.8686, lon: 12.6433 };

const SEARCH = `query($payload: JobSearchPayload!) { searchJobs(payload: $payload) { total jobs { id title distanceKm }
  facets { field values { value label count pathAlias } } } }`;

type Result = {
  total: number;
  jobs: Array<{ id: string; title: string; distanceKm: number | null }>;
  facets: Array<{
    field: string;
    values: Array<{ value: string; label: string; count: number; pathAlias: string | null }>;
  }>;
};
async function search(payload: Record<string, unknown>, region = REGION): Promise<Result> {
  const result = await gql(
    SEARCH,
    {
      payload: {
        ...payload,
        fulltext: { keys: `${tag} ${(payload.fulltext as { keys?: string } | undefined)?.keys ?? ''}` },
      },
    },
    { region },
  );
  expect(firstError(result)).toBeNull();
  return result.json.data!.searchJobs as Result;
}
const titles = (r: Result) => r.jobs.map((j) => j.title.replace(` ${tag}`, '')).sort();
const cond = (name: string, value: string, operator = '=') => ({ name, operator, value });
const and = (...groups: Array<Array<ReturnType<typeof cond>>>) => ({
  condition_group: { conjunction: 'AND', groups: groups.map((conditions) => ({ conjunction: 'OR', conditions })) },
});

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  await db.insert(taxonomyTerms).values([
    { vocabulary: 'employment_type', tid: VOLLZEIT, label: `Vollzeit ${tag}`, pathAliases: { de: `vollzeit-${tag}` } },
    { vocabulary: 'employment_type', tid: TEILZEIT, label: `Teilzeit ${tag}`, pathAliases: { de: `teilzeit-${tag}` } },
    { vocabulary: 'occupational_field', tid: PFLEGE, label: `Pflege ${tag}`, pathAliases: { de: `pflege-${tag}` } },
  ]);
  const org = fx.ownOrganization[fx.recruiter.id];
  const open = {
    regionId: REGION,
    organizationId: org,
    state: 'published' as const,
    publishedAt: new Date(now - 10 * DAY),
    expiresAt: new Date(now + 30 * DAY),
  };
  const rows = await db
    .insert(jobs)
    .values([
      {
        ...open,
        title: `Pflegefachkraft (m/w/d) ${tag}`,
        employmentTypes: [VOLLZEIT],
        occupationalFields: [PFLEGE],
        locationLabel: 'Rosenheim',
        ...ROSENHEIM,
        yearsOfExperience: 2,
        publishedAt: new Date(now - 3 * DAY),
      },
      {
        ...open,
        title: `Altenpflegerin ${tag}`,
        employmentTypes: [TEILZEIT],
        occupationalFields: [PFLEGE],
        locationLabel: 'Wasserburg am Inn',
        ...WASSERBURG,
        publishedAt: new Date(now - 1 * DAY),
      },
      {
        ...open,
        title: `Gabelstaplerfahrer ${tag}`,
        employmentTypes: [VOLLZEIT, TEILZEIT],
        locationLabel: 'Traunstein',
        ...TRAUNSTEIN,
        description: '<p>Lager und Pflege der Fahrzeuge</p>',
      },
      {
        ...open,
        title: `Softwareentwickler ${tag}`,
        employmentTypes: [VOLLZEIT],
        locationLabel: 'Rosenheim',
        ...ROSENHEIM,
        featured: true,
        address: { countryCode: 'DE', administrativeArea: 'Bayern', locality: 'Rosenheim' },
      },
      {
        ...open,
        title: `Pflegehelfer abgelaufen ${tag}`,
        expiresAt: new Date(now - DAY),
        occupationalFields: [PFLEGE],
      },
      {
        ...open,
        title: `Pflegehelfer geplant ${tag}`,
        state: 'scheduled' as const,
        publishedAt: new Date(now + DAY),
        occupationalFields: [PFLEGE],
      },
      {
        ...open,
        title: `Pflegehelfer in Prüfung ${tag}`,
        state: 'needs_review' as const,
        occupationalFields: [PFLEGE],
      },
      {
        ...open,
        regionId: OTHER_REGION,
        organizationId: fx.foreignOrganization,
        title: `Pflegefachkraft Rosenheim-Seite ${tag}`,
        occupationalFields: [PFLEGE],
      },
    ])
    .returning({ id: jobs.id });
  [ids.pflegefachkraft, ids.altenpflegerin, ids.stapler, ids.entwickler] = rows.map((r) => r.id);
  ids.all = rows.map((r) => r.id).join(',');
});

afterAll(async () => {
  await db.delete(jobs).where(inArray(jobs.id, ids.all.split(',')));
  await db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [VOLLZEIT, TEILZEIT, PFLEGE]));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

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
    ['Softwareentwickler Rosenheim', []],
  ])('full text "%s" finds words and parts of words, every word required', async (keys, expected) => {
    expect(titles(await search({ fulltext: { keys } }))).toEqual(expected);
  });

  it('ranks title matches above description-only matches', async () => {
    const result = await search({ fulltext: { keys: 'Pflege' } });
    expect(result.jobs.at(-1)!.id).toBe(ids.stapler);
  });

  it('ORs the values of one field and ANDs the fields (§5, §7)', async () => {
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
    const rosenheim = wider.jobs.find((j) => j.id === ids.pflegefachkraft)!;
    expect(rosenheim.distanceKm).toBeGreaterThan(23);
    expect(rosenheim.distanceKm).toBeLessThan(26);
  });

  it('ignores the radius for a whole state (§9) and filters by the state instead', async () => {
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
    expect(result.jobs.map((j) => j.id)).toEqual([ids.altenpflegerin, ids.pflegefachkraft]);
    const next = await search({
      sorts: [{ field: 'field_job_publishing_date', value: 'desc' }],
      range: { first: 2, last: 4 },
    });
    expect(next.jobs).toHaveLength(2);
  });

  it('filters the title with LIKE (§5) and by organization slug and years of experience', async () => {
    expect(titles(await search(and([cond('title', 'staplerfahr', 'LIKE')])))).toEqual(['Gabelstaplerfahrer']);
    expect(titles(await search(and([cond('years_of_experience', '2', '>=')])))).toEqual(['Pflegefachkraft (m/w/d)']);
  });

  it('without words, lists featured jobs first, then the newest', async () => {
    const [org] = await db
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(inArray(organizations.id, [fx.ownOrganization[fx.recruiter.id]]));
    const result = await gql(SEARCH, { payload: and([cond('job_organization_name', org.slug)]) });
    expect(firstError(result)).toBeNull();
    const found = (result.json.data!.searchJobs as Result).jobs.map((j) => j.id);
    expect(found).toEqual([ids.entwickler, ids.altenpflegerin, ids.pflegefachkraft, ids.stapler]);
  });

  it.each([
    ['an unknown facet field', { facets: [{ field: 'gehalt' }] }],
    ['a non-numeric term value', and([cond('employment_type', 'vollzeit')])],
    ['too many hits at once', { range: { first: 0, last: 500 } }],
    ['a radius without coordinates', { geoLocation: { radius: 10 } }],
    ['a radius beyond 500 km', { geoLocation: { ...ROSENHEIM, radius: 5000 } }],
    ['an unknown sort field', { sorts: [{ field: 'salary', value: 'desc' }] }],
    ['an over-long search text', { fulltext: { keys: 'x'.repeat(300) } }],
    // Issue 10: the payload of the heavy attack (50 facets, 100 conditions, 11 words, 500 km) is bounded.
    ['more facets than there are fields', { facets: Array.from({ length: 8 }, () => ({ field: 'job_location' })) }],
    ['a facet field twice', { facets: [{ field: 'job_location' }, { field: 'job_location' }] }],
    ['more than 50 conditions', and(Array.from({ length: 51 }, (_, i) => cond('title', `w${i}`, 'LIKE')))],
    ['more than 12 groups', and(...Array.from({ length: 13 }, () => [cond('title', 'a', 'LIKE')]))],
    ['more than 10 words', { fulltext: { keys: 'a b c d e f g h i j k' } }],
    ['a radius beyond the site’s largest option (100 km on franken)', { geoLocation: { ...ROSENHEIM, radius: 200 } }],
  ])('answers %s as bad input with a German message, never a server error', async (_name, payload) => {
    const result = await gql(SEARCH, { payload });
    expect(result.status).toBeLessThan(500);
    expect(firstError(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/[a-zäöü]/) });
  });

  it('answers coordinates PostgreSQL cannot take as they are (subnormal floats such as 5e-324)', async () => {
    const result = await search({ geoLocation: { lat: 5e-324, lon: -1e-320, radius: 0.001 } });
    expect(result.total).toBe(0);
  });

  it('answers the largest payload the bounds allow', async () => {
    const facets = JOB_FACET_FIELDS.map((field) => ({ field, missing: true }));
    const groups = [
      ...Array.from({ length: 11 }, (_, g) =>
        Array.from({ length: 4 }, (_, i) => cond('employment_type', String(base + 10 * g + i))),
      ),
      [VOLLZEIT, TEILZEIT, PFLEGE, 1, 2, 3].map((tid) => cond('employment_type', String(tid))),
    ];
    const result = await search({
      facets,
      ...and(...groups),
      fulltext: { keys: 'a b c d e f g h i' },
      geoLocation: { ...ROSENHEIM, radius: 100 },
      range: { first: 0, last: 100 },
      sorts: [{ field: 'search_api_relevance' }, { field: 'field_job_publishing_date' }],
    });
    expect(result.facets.map((f) => f.field)).toEqual(facets.map((f) => f.field));
  });
});
