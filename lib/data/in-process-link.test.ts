import { describe, expect, it } from 'vitest';
import { ApolloClient, CombinedGraphQLErrors, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { buildSchema, graphql, print, type DocumentNode } from 'graphql';
import { GRAPHQL_DEFAULT_OPTIONS } from '@/lib/apollo/default-options';
import {
  createInProcessLink,
  type InProcessExecutor,
  type InProcessInput,
  type InProcessRequest,
} from './in-process-link';

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

type Call = { request: InProcessRequest; input: InProcessInput };
function stubExecutor(calls: Call[]): InProcessExecutor {
  return async (request, input) => {
    calls.push({ request, input });
    const source = typeof request.query === 'string' ? request.query : print(request.query);
    return graphql({
      schema,
      source,
      rootValue,
      contextValue: input,
      variableValues: request.variables,
      operationName: request.operationName,
    });
  };
}

const CALLER: TypedDocumentNode<{ caller: InProcessInput; greeting: string }, { name: string }> = gql`
  query Caller($name: String!) {
    caller {
      regionId
      locale
      userId
      visualEditor
    }
    greeting(name: $name)
  }
`;
const PARTIAL: TypedDocumentNode<{ greeting: string; broken: string | null }, Record<string, never>> = gql`
  query Partial {
    greeting(name: "Welt")
    broken
  }
`;

const ROSENHEIM_USER: InProcessInput = { regionId: 'rosenheim', locale: 'de', userId: 'user-7', visualEditor: false };

function makeClient({ input, execute }: { input: InProcessInput; execute: InProcessExecutor }) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: createInProcessLink(execute, input),
    defaultOptions: GRAPHQL_DEFAULT_OPTIONS,
  });
}

describe('in-process link (Server Components)', () => {
  it('hands the operation and the region, locale, user and editor flag to the executor', async () => {
    const calls: Call[] = [];
    const client = makeClient({ input: { ...ROSENHEIM_USER, visualEditor: true }, execute: stubExecutor(calls) });
    const result = await client.query({ query: CALLER, variables: { name: 'Anna' } });
    expect(result).toEqual({
      data: {
        caller: { __typename: 'Caller', regionId: 'rosenheim', locale: 'de', userId: 'user-7', visualEditor: true },
        greeting: 'Hallo Anna',
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].input).toEqual({ regionId: 'rosenheim', locale: 'de', userId: 'user-7', visualEditor: true });
    expect(calls[0].request.operationName).toBe('Caller');
    expect(calls[0].request.variables).toEqual({ name: 'Anna' });
    expect(print(calls[0].request.query as DocumentNode)).toContain('greeting(name: $name)');
  });

  it('delivers partial data with its errors, shaped as they would arrive over HTTP', async () => {
    const client = makeClient({ input: ROSENHEIM_USER, execute: stubExecutor([]) });
    const result = await client.query({ query: PARTIAL });
    expect(result.data).toEqual({ greeting: 'Hallo Welt', broken: null });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    const [error] = (result.error as CombinedGraphQLErrors).errors;
    expect(error).toEqual({ message: 'broken on purpose', locations: [{ line: 3, column: 3 }], path: ['broken'] });
  });

  it('reports an executor failure as the operation error', async () => {
    const client = makeClient({ input: ROSENHEIM_USER, execute: () => Promise.reject(new Error('database down')) });
    const result = await client.query({ query: PARTIAL });
    expect(result.data).toBeUndefined();
    expect(result.error?.message).toBe('database down');
  });
});
