import { describe, expect, it } from 'vitest';
import { buildSchema, graphql, parse, print } from 'graphql';
import type { InProcessInput, InProcessRequest } from '@/server/graphql/execute-in-process';
import { type OperationExecutor, runOperation } from './run-operation';
import { OperationError } from './operation-error';

/** A tiny stand-in for the real schema: it answers with the context the executor was given. */
const schema = buildSchema(`
  type Caller { regionId: String!, locale: String!, userId: String, visualEditor: Boolean }
  type Query { caller: Caller!, greeting(name: String!): String!, broken: String }
`);
const rootValue = {
  caller: (_: unknown, input: InProcessInput) => input,
  greeting: ({ name }: { name: string }) => `Hallo ${name}`,
  broken: () => {
    throw new Error('broken on purpose');
  },
};

const stubExecutor: OperationExecutor = async (request, input) =>
  graphql({
    schema,
    source: typeof request.query === 'string' ? request.query : print(request.query),
    rootValue,
    contextValue: input,
    variableValues: request.variables,
  });

const ROSENHEIM_EDITOR: InProcessInput = { regionId: 'rosenheim', locale: 'de', userId: 'user-7', visualEditor: true };
const CALLER: InProcessRequest = {
  query: parse('query Caller($name: String!) { caller { regionId locale userId visualEditor } greeting(name: $name) }'),
  variables: { name: 'Anna' },
};
const PARTIAL: InProcessRequest = { query: parse('query Partial {\n  greeting(name: "Welt")\n  broken\n}') };

describe('runOperation', () => {
  it('runs the operation with its variables as the viewer it is given (region, locale, user, editor flag)', async () => {
    const result = await runOperation(stubExecutor, CALLER, ROSENHEIM_EDITOR);
    expect(result).toEqual({
      data: {
        caller: { regionId: 'rosenheim', locale: 'de', userId: 'user-7', visualEditor: true },
        greeting: 'Hallo Anna',
      },
    });
  });

  it('delivers partial data with its errors, shaped as they would arrive over HTTP', async () => {
    const { data, error } = await runOperation(stubExecutor, PARTIAL, ROSENHEIM_EDITOR);
    expect(data).toEqual({ greeting: 'Hallo Welt', broken: null });
    expect(OperationError.is(error)).toBe(true);
    expect(error?.message).toBe('broken on purpose');
    expect((error as OperationError).errors).toEqual([
      { message: 'broken on purpose', locations: [{ line: 3, column: 3 }], path: ['broken'] },
    ]);
  });

  it('reports an executor failure (a database that is down) as the error, with no data', async () => {
    const down: OperationExecutor = () => Promise.reject(new Error('database down'));
    const { data, error } = await runOperation(down, PARTIAL, ROSENHEIM_EDITOR);
    expect(data).toBeUndefined();
    expect(OperationError.is(error)).toBe(false);
    expect(error?.message).toBe('database down');
  });
});

describe('OperationError.is', () => {
  it("knows an OperationError by its mark, also one made by another bundle's copy of the class", () => {
    const copy = Object.assign(new Error('x'), { [Symbol.for('regional-jobboard.operation-error')]: true, errors: [] });
    expect([new OperationError([]), copy, new Error('x'), null, 'x'].map((e) => OperationError.is(e))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
