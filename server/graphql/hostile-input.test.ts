// Fuzzing every argument of every Query and Mutation field of the contract (security review) through the real
// endpoint, in-process: hostile strings (long, unicode, right-to-left, zero-width, null characters, SQL,
// HTML, JavaScript), extreme numbers and wrong types, as anonymous and signed-in callers. Each answer must be
// a 4xx-type GraphQL error or data: never a 5xx, never a masked internal error, never a leaked internal.
// FUZZ_SEED=<n> FUZZ_RUNS=<n> explore beyond the fixed seed and the modest default run count.
import { signToken, useGraphQLFixtures } from './testing';
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
import { beforeAll, describe, expect, it } from 'vitest';
import { readContract } from '../schema/contract-files';
import { expectSafeAnswer, extremeFloat, hostileString, RUNS, SEED, uuid } from './hostile-input-testing';

const t = useGraphQLFixtures();
const tokens: Array<string | null> = [null];

beforeAll(async () => {
  tokens.push(
    await signToken(t.fx.applicant.id),
    await signToken(t.fx.recruiter.id),
    await signToken(t.fx.administrator.id),
  );
});

const schema = buildSchema(readContract());

const extremeInt = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 10_000, 10_101));
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
