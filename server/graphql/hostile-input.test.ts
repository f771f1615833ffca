// Fuzzing every argument of every Query and Mutation field of the contract (issue 10) through the real
// endpoint, in-process: hostile strings (long, unicode, right-to-left, zero-width, null characters, SQL,
// HTML, JavaScript), extreme numbers and wrong types, as anonymous and signed-in callers. Each answer must be
// a 4xx-type GraphQL error or data: never a 5xx, never a masked internal error, never a leaked internal.
// FUZZ_SEED=<n> FUZZ_RUNS=<n> explore beyond the fixed seed and the modest default run count.
import {
  closeGraphQLTestDb,
  createFixtures,
  type Fixtures,
  jsonRequest,
  openGraphQLTestDb,
  send,
  signToken,
} from './testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../app/graphql/route';
import { LOCATION_TYPES } from '../../regions/schema';
import { CONDITION_OPERATORS, JOB_FACET_FIELDS, JOB_SEARCH_FIELDS } from '../search/job-search-query';
import { ORGANIZATION_FACET_FIELDS, ORGANIZATION_SEARCH_FIELDS } from '../search/organization-search';
import { graphqlMessages } from './messages';

const SEED = Number(process.env.FUZZ_SEED ?? 20261110);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let fx: Fixtures;
const tokens: Array<string | null> = [null];

beforeAll(async () => {
  const db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  tokens.push(await signToken(fx.applicant.id), await signToken(fx.recruiter.id), await signToken(fx.administrator.id));
});
afterAll(async () => {
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const schema = buildSchema(readFileSync(path.join(import.meta.dirname, '../schema/schema.graphql'), 'utf8'));

/** Text an attacker tries: injections, markup, direction and width tricks, null characters, sheer length. */
const HOSTILE_TEXT = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE jobs; --",
  '"; SELECT pg_sleep(10); --',
  "1' UNION SELECT password FROM users --",
  '%',
  '_%\\',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '/\\evil.example',
  '\u202egnp.exe',
  'Pfle\u200bge\u200d\u2060',
  '\u200f\u200e\u061c',
  '\ufeff',
  '👩‍⚕️🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\ud800',
  '\u0001\u001b[31m\u007f',
  'ǅǈǋ ﬁ ß ẞ İ',
  ':* & | ! <-> ( )',
  'x'.repeat(300),
  'Pflege '.repeat(2000),
  'ä'.repeat(100_000),
];
/** Values some arguments accept, so that hostile text also reaches deeper checks next to valid parts. */
const PLAUSIBLE_TEXT = [
  'occupational_field',
  'employment_type',
  'remote_options',
  'job_location',
  'job_organization_name',
  'years_of_experience',
  'degree_level',
  'title',
  'job_id',
  'organization_name',
  'industry',
  '=',
  '<>',
  'LIKE',
  '>=',
  'OR',
  'AND',
  'locality',
  'administrative_area_level_1',
  'country',
  'DE',
  'de',
  '/',
  '/jobs',
  'weight',
  'type',
  'asc',
  'desc',
  'terms',
  'modal',
  'search_api_relevance',
  'field_job_publishing_date',
  '!',
  '1',
  'Rosenheim',
  'a@example.test',
];

/** Refused by validation wherever they appear, so rarer than the rest: they would hide the deeper checks. */
const NULL_TEXT = ['\u0000', 'a\u0000b', 'Rosenheim\u0000'];

const hostileString = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(...NULL_TEXT) },
  { weight: 4, arbitrary: fc.constantFrom(...PLAUSIBLE_TEXT) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...PLAUSIBLE_TEXT), fc.constantFrom(...HOSTILE_TEXT)).map(([a, b]) => a + b),
  },
);
const uuid = fc.uuid();
const extremeInt = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 10_000, 10_101));
const extremeFloat = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0.5, 91, -181, 1e308, -1e308, 5e-324),
);
/** A value of the wrong type: GraphQL's variable coercion must refuse it as bad input. */
const wrongType = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom({ __proto__: null, constructor: 'x' }, [[[]]], { toString: 'x' }),
);

function scalarArbitrary(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return extremeInt;
    case 'Float':
      return extremeFloat;
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(uuid, hostileString);
    case 'DateTime':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        hostileString,
      );
    default:
      // String, and File (which JSON cannot carry: any value must be refused as bad input).
      return hostileString;
  }
}

/** Values for an input type: mostly well-typed with hostile content, sometimes null or of the wrong type. */
function valueArbitrary(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return namedArbitrary(type.ofType, depth);
  return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 5, arbitrary: namedArbitrary(type, depth) });
}

/** Wrong types at the argument itself only: deeper down they would refuse nearly every payload at coercion. */
function namedArbitrary(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  const typed = typedArbitrary(type, depth);
  return depth > 0 ? typed : fc.oneof({ weight: 8, arbitrary: typed }, { weight: 1, arbitrary: wrongType });
}

function typedArbitrary(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedArbitrary(type.ofType, depth);
  if (isListType(type))
    return fc.array(valueArbitrary(type.ofType as GraphQLInputType, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), hostileString);
  if (isScalarType(type)) return scalarArbitrary(type.name);
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    // Deep down only the required fields, so the generated payloads stay small.
    const chosen = depth > 3 ? fields.filter((f) => required.includes(f.name)) : fields;
    return fc.record(Object.fromEntries(chosen.map((f) => [f.name, valueArbitrary(f.type, depth + 1)])), {
      requiredKeys: required,
    });
  }
  return wrongType;
}

/** `query Fuzz($a0: T0, …) { field(arg0: $a0, …) { __typename } }`: every argument as a variable. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args as GraphQLArgument[];
  const definitions = args.map((arg, i) => `$a${i}: ${String(arg.type)}`).join(', ');
  const call = args.length ? `(${args.map((arg, i) => `${arg.name}: $a${i}`).join(', ')})` : '';
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${call}${selection} }`;
}

function variablesArbitrary(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const args = field.args as GraphQLArgument[];
  const required = args.flatMap((arg, i) =>
    isNonNullType(arg.type) && arg.defaultValue === undefined ? [`a${i}`] : [],
  );
  return fc.record(Object.fromEntries(args.map((arg, i) => [`a${i}`, valueArbitrary(arg.type)])), {
    requiredKeys: required,
  });
}

/** What must never reach a client: stack traces, SQL and driver errors, server paths, wrapped original errors. */
const LEAKS = [
  /originalError/,
  /"stack(trace)?"/i,
  /\bat [\w.<>]+ \([^)]*:\d+:\d+\)/,
  /Failed query/,
  /invalid byte sequence|syntax error at or near|violates .* constraint|duplicate key/,
  /node_modules|\.tsx?:\d+/,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  /PGlite|drizzle/i,
];

/** Sends one operation and checks the answer; true when it carried data without errors. */
async function expectSafeAnswer(
  query: string,
  variables: Record<string, unknown>,
  token: string | null,
): Promise<boolean> {
  const { status, json, text } = await send(POST, jsonRequest({ query, variables }, { token }));
  const context = `${query} ${JSON.stringify(variables).slice(0, 500)} → ${status} ${text.slice(0, 500)}`;
  expect(status, context).toBeLessThan(500);
  expect(json, context).toBeTypeOf('object');
  for (const error of json.errors ?? []) {
    expect(error.extensions?.code, context).not.toBe('INTERNAL_SERVER_ERROR');
    expect(error.message, context).not.toBe(graphqlMessages.errors.unexpected);
  }
  for (const leak of LEAKS) expect(text, context).not.toMatch(leak);
  return !json.errors;
}

const fieldsOf = (kind: 'query' | 'mutation') => {
  const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type?.getFields() ?? {}).map((field) => [kind, field.name, field] as const);
};

describe('hostile arguments never give a server error or leak internals', () => {
  it.each([...fieldsOf('query'), ...fieldsOf('mutation')])('%s %s', async (kind, _name, field) => {
    const query = operationFor(kind, field);
    await fc.assert(
      fc.asyncProperty(variablesArbitrary(field), fc.constantFrom(...tokens), async (variables, token) => {
        await expectSafeAnswer(query, variables, token);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('sends a valid operation for every field, so each run reaches argument coercion and the resolver', () => {
    const fields = [...fieldsOf('query'), ...fieldsOf('mutation')];
    expect(fields.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['searchJobs', 'getRoutInfo', 'createGdprUserConsent', 'uploadFile']),
    );
    for (const [kind, , field] of fields) expect(validate(schema, parse(operationFor(kind, field)))).toEqual([]);
  });
});

// Search payloads of a valid shape (known fields and operators) with hostile values where the values go:
// these reach the SQL of both engines, where a generic payload is mostly refused by the resolver's checks.
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
