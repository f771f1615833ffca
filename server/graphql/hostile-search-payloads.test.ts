// @module-tag postgres
// Search payloads of a valid shape (known fields and operators) with hostile values where the values go:
// these reach the SQL of both engines, where a generic payload is mostly refused by the resolver's checks.
// The test helpers go first: they point getDb() at a test database before anything opens it.
import { useGraphQLFixtures } from './testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATION_TYPES } from '../../regions/schema';
import { CONDITION_OPERATORS, JOB_FACET_FIELDS, JOB_SEARCH_FIELDS } from '../search/job-search-query';
import { ORGANIZATION_FACET_FIELDS, ORGANIZATION_SEARCH_FIELDS } from '../search/organization-search';
import { expectSafeAnswer, extremeFloat, hostileString, RUNS, SEED, uuid } from './hostile-input-testing';

// The searches run anonymously; the fixtures give the file its own database, closed after it.
useGraphQLFixtures();

const searchValue = fc.oneof(hostileString, fc.constantFrom('1', '!', '999999999', '-1', '1e9'), uuid);
const coordinate = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: -90, max: 90, noNaN: true }) },
  { weight: 1, arbitrary: extremeFloat },
);
const range = fc
  .nat(10_000)
  .chain((first) => fc.integer({ min: first + 1, max: first + 100 }).map((last) => ({ first, last })));
const facetsOf = (fields: readonly string[]) =>
  fc.uniqueArray(
    fc.record({
      field: fc.constantFrom(...fields),
      limit: fc.integer({ min: 1, max: 100 }),
      operator: fc.constantFrom('OR', 'AND'),
      min_count: fc.nat(3),
      missing: fc.boolean(),
    }),
    {
      selector: (f) => f.field,
      maxLength: fields.length,
    },
  );
const conditionsOf = (fields: readonly string[], operators: readonly string[]) => ({
  groups: fc.array(
    fc.record({
      conditions: fc.array(
        fc.record({ name: fc.constantFrom(...fields), operator: fc.constantFrom(...operators), value: searchValue }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
    { maxLength: 5 },
  ),
});

const jobSearchPayload = fc.record(
  {
    language: fc.constantFrom('de', 'en'),
    facets: facetsOf(JOB_FACET_FIELDS),
    condition_group: fc.record(conditionsOf(JOB_SEARCH_FIELDS, CONDITION_OPERATORS)),
    fulltext: fc.record({ keys: hostileString }),
    geoLocation: fc.record(
      {
        label: hostileString,
        administrativeArea: hostileString,
        country: fc.constantFrom('DE', 'AT', 'de'),
        lat: coordinate,
        lon: coordinate,
        radius: fc.constantFrom(5, 20, 100, 0.5),
        locationType: fc.constantFrom(...LOCATION_TYPES),
      },
      { requiredKeys: [] },
    ),
    range,
    sorts: fc.constantFrom([{ field: 'search_api_relevance' }], [{ field: 'field_job_publishing_date', value: 'asc' }]),
  },
  { requiredKeys: [] },
);

const organizationSearchPayload = fc.record(
  {
    facets: facetsOf(ORGANIZATION_FACET_FIELDS),
    condition_group: fc.record(conditionsOf(ORGANIZATION_SEARCH_FIELDS, ['=', '<>', 'LIKE'])),
    fulltext: fc.record({ keys: hostileString }),
    range,
    featuredOnly: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('hostile values in well-formed search payloads reach the search and stay safe', () => {
  it.each([
    ['searchJobs', 'JobSearchPayload', jobSearchPayload],
    ['searchOrganizations', 'OrganizationSearchPayload', organizationSearchPayload],
  ] as const)('%s', async (field, type, payload) => {
    const query = `query($p: ${type}!) { ${field}(payload: $p) { total facets { field values { value label count } } } }`;
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        if (await expectSafeAnswer(query, { p }, null)) answered++;
      }),
      { seed: SEED, numRuns: 2 * RUNS },
    );
    // Not all refused up front: the hostile values did reach the engine.
    expect(answered).toBeGreaterThan(0);
  });
});
