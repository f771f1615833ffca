import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApolloClient, CombinedGraphQLErrors, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { buildSchema, graphql, print, type DocumentNode } from 'graphql';
import { GRAPHQL_DEFAULT_OPTIONS } from './default-options';
import type { InProcessExecutor, InProcessInput, InProcessRequest } from './in-process-link';
import { createServerLink } from './server-link';
import { startScriptedServer, type ScriptedServer } from './test-graphql-server';

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
    return graphql({ schema, source, rootValue, contextValue: input, variableValues: request.variables, operationName: request.operationName });
  };
}

const CALLER: TypedDocumentNode<{ caller: InProcessInput; greeting: string }, { name: string }> = gql`
  query Caller($name: String!) {
    caller { regionId locale userId visualEditor }
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

function makeClient(options: Parameters<typeof createServerLink>[0]) {
  return new ApolloClient({ cache: new InMemoryCache(), link: createServerLink(options), defaultOptions: GRAPHQL_DEFAULT_OPTIONS });
}

describe('in-process link (Server Components)', () => {
  it('hands the operation and the region, locale, user and editor flag to the executor', async () => {
    const calls: Call[] = [];
    const client = makeClient({ input: { ...ROSENHEIM_USER, visualEditor: true }, token: null, execute: stubExecutor(calls) });
    const result = await client.query({ query: CALLER, variables: { name: 'Anna' } });
    expect(result).toEqual({
      data: { caller: { __typename: 'Caller', regionId: 'rosenheim', locale: 'de', userId: 'user-7', visualEditor: true }, greeting: 'Hallo Anna' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].input).toEqual({ regionId: 'rosenheim', locale: 'de', userId: 'user-7', visualEditor: true });
    expect(calls[0].request.operationName).toBe('Caller');
    expect(calls[0].request.variables).toEqual({ name: 'Anna' });
    expect(print(calls[0].request.query as DocumentNode)).toContain('greeting(name: $name)');
  });

  it('delivers partial data with its errors, shaped as they would arrive over HTTP', async () => {
    const client = makeClient({ input: ROSENHEIM_USER, token: null, execute: stubExecutor([]) });
    const result = await client.query({ query: PARTIAL });
    expect(result.data).toEqual({ greeting: 'Hallo Welt', broken: null });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    const [error] = (result.error as CombinedGraphQLErrors).errors;
    expect(error).toEqual({ message: 'broken on purpose', locations: [{ line: 3, column: 3 }], path: ['broken'] });
  });

  it('reports an executor failure as the operation error', async () => {
    const client = makeClient({ input: ROSENHEIM_USER, token: null, execute: () => Promise.reject(new Error('database down')) });
    const result = await client.query({ query: PARTIAL });
    expect(result.data).toBeUndefined();
    expect(result.error?.message).toBe('database down');
  });
});

describe('BACKEND_GRAPHQL_URL (Server Components over HTTP)', () => {
  let server: ScriptedServer;
  beforeAll(async () => {
    server = await startScriptedServer(() => ({ body: '[{"data":{"greeting":"Hallo Welt","broken":null}}]' }));
  });
  afterAll(() => server.close());

  it('sends the operation to the backend with the same bearer, frontend and editor headers, not in-process', async () => {
    const calls: Call[] = [];
    const client = makeClient({ input: { ...ROSENHEIM_USER, visualEditor: true }, token: 'jwt-7', execute: stubExecutor(calls), backendUrl: server.url });
    const result = await client.query({ query: PARTIAL });
    expect(result).toEqual({ data: { greeting: 'Hallo Welt', broken: null } });
    expect(calls).toEqual([]);
    expect(server.requests).toHaveLength(1);
    const { headers, body } = server.requests[0];
    expect([headers.authorization, headers['x-frontend'], headers['x-visual-editor']]).toEqual(['Bearer jwt-7', 'rosenheim;de', 'true']);
    expect((body as Array<{ operationName: string }>).map((op) => op.operationName)).toEqual(['Partial']);
  });

  it('refuses to act for a signed-in user without the session token', () => {
    expect(() => createServerLink({ input: ROSENHEIM_USER, token: null, execute: stubExecutor([]), backendUrl: server.url })).toThrow(
      'BACKEND_GRAPHQL_URL is set but no session token was passed for user user-7.',
    );
  });
});
