import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  InMemoryCache,
  gql,
  type TypedDocumentNode,
} from '@apollo/client';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { createBrowserLink, type BrowserSession } from './browser-link';
import { GRAPHQL_DEFAULT_OPTIONS } from './default-options';
import { startScriptedServer, echoScript, type ScriptedServer } from './test-graphql-server';

const ECHO: TypedDocumentNode<{ echo: string | null }, { n: number }> = gql`
  query Echo($n: Int!) {
    echo(n: $n)
  }
`;
const PARTIAL: TypedDocumentNode<{ echo: string | null; other: string | null }, Record<string, never>> = gql`
  query Partial {
    echo(n: 0)
    other
  }
`;

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterEach(() => {
  server.requests.length = 0;
  server.setScript(echoScript);
});
afterAll(() => server.close());

const FRANKEN: BrowserSession = { regionId: 'franken', locale: 'de', token: null };

function makeLink(session: () => BrowserSession = () => FRANKEN, search = '') {
  return createBrowserLink({ uri: server.url, getSession: session, getPageSearch: () => search });
}

function makeClient(link: ApolloLink = makeLink()) {
  return new ApolloClient({ cache: new InMemoryCache(), link, defaultOptions: GRAPHQL_DEFAULT_OPTIONS });
}

/** Runs n queries at once (distinct variables, so Apollo does not deduplicate them). */
function queryMany(client: ApolloClient, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) => client.query({ query: ECHO, variables: { n: i }, fetchPolicy: 'no-cache' })),
  );
}

async function firstError(reply: Parameters<ScriptedServer['setScript']>[0]) {
  server.setScript(reply);
  const [result] = await queryMany(makeClient(), 1);
  expect(result.data).toBeUndefined();
  return result.error;
}

const headerOf = (name: string, i = 0) => server.requests[i].headers[name];

describe('docs/product.md §7 batching', () => {
  it('sends 10 operations in one POST to /graphql and an 11th in a second POST', async () => {
    const results = await queryMany(makeClient(), 11);
    expect(
      server.requests.map((r) => [r.method, new URL(r.url, server.url).pathname, (r.body as unknown[]).length]),
    ).toEqual([
      ['POST', '/graphql', 10],
      ['POST', '/graphql', 1],
    ]);
    expect(results.map((r) => r.data?.echo)).toEqual(Array(11).fill('Echo'));
    expect((server.requests[0].body as Array<{ variables: { n: number } }>).map((op) => op.variables.n)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('waits 10 ms to collect operations started apart', async () => {
    const client = makeClient();
    const first = client.query({ query: ECHO, variables: { n: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = client.query({ query: ECHO, variables: { n: 2 } });
    await Promise.all([first, second]);
    expect(server.requests.map((r) => (r.body as unknown[]).length)).toEqual([2]);
  });
});

describe('docs/product.md §7 headers', () => {
  it('sends the bearer token and the frontend header', async () => {
    await queryMany(makeClient(makeLink(() => ({ regionId: 'rosenheim', locale: 'de', token: 'jwt-123' }))), 1);
    expect(headerOf('authorization')).toBe('Bearer jwt-123');
    expect(headerOf('x-frontend')).toBe('rosenheim;de');
    expect(headerOf('x-visual-editor')).toBeUndefined();
  });

  it('sends no authorization while signed out, and picks up a token as soon as it is known', async () => {
    let session = FRANKEN;
    const client = makeClient(makeLink(() => session));
    await client.query({ query: ECHO, variables: { n: 1 } });
    session = { ...FRANKEN, token: 'after-sign-in' };
    await client.query({ query: ECHO, variables: { n: 2 } });
    expect(headerOf('authorization', 0)).toBeUndefined();
    expect(headerOf('authorization', 1)).toBe('Bearer after-sign-in');
  });

  it("sends x-visual-editor: true only when the page's visualEditor flag is the string 'true'", async () => {
    const searches = [
      '?visualEditor=true',
      '',
      '?visualEditor=1',
      '?visualEditor=TRUE',
      '?visualEditor=',
      '?visualEditor=true&visualEditor=true',
      '?visualeditor=true',
    ];
    for (const search of searches) await queryMany(makeClient(makeLink(() => FRANKEN, search)), 1);
    expect(server.requests.map((r) => r.headers['x-visual-editor'] ?? null)).toEqual([
      'true',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('docs/product.md §8 errors', () => {
  it('reports a status of 300 or more as "Response not successful", whatever the body', async () => {
    const json = await firstError(() => ({ status: 500, body: '{"errors":[{"message":"internal"}]}' }));
    expect(json).toBeInstanceOf(ServerError);
    expect(json?.message).toBe('Response not successful: Received status code 500');
    // Apollo 4 alone would deliver this body's errors as GraphQL errors instead.
    const graphqlResponse = await firstError(() => ({
      status: 400,
      headers: { 'content-type': 'application/graphql-response+json' },
      body: '[{"errors":[{"message":"bad request"}]}]',
    }));
    expect(graphqlResponse?.message).toBe('Response not successful: Received status code 400');
    const redirect = await firstError(() => ({ status: 302, body: '' }));
    expect(redirect?.message).toBe('Response not successful: Received status code 302');
  });

  it('reports a missing body as "Server response was missing for query"', async () => {
    for (const body of ['', '  ', 'null', '{}', '[{}]', '[null]']) {
      const error = await firstError(() => ({ body }));
      expect(error, `body ${JSON.stringify(body)}`).toBeInstanceOf(ServerError);
      expect(error?.message).toBe('Server response was missing for query');
    }
  });

  it('reports an unparsable body as a parse error', async () => {
    const error = await firstError(() => ({ body: '<html>Bad Gateway</html>' }));
    expect(error).toBeInstanceOf(ServerParseError);
    expect((error as ServerParseError).bodyText).toBe('<html>Bad Gateway</html>');
  });

  it('delivers a batch length mismatch to every waiting request of that batch', async () => {
    server.setScript(() => ({ body: '[{"data":{"echo":"only one"}}]' }));
    const short = await queryMany(makeClient(), 3);
    expect(server.requests).toHaveLength(1);
    expect(short.map((r) => [r.data, r.error?.message])).toEqual(
      Array(3).fill([undefined, 'server returned results with length 1, expected length 3']),
    );

    server.setScript(() => ({ body: JSON.stringify(Array(5).fill({ data: { echo: 'x' } })) }));
    const long = await queryMany(makeClient(), 4);
    expect(long.map((r) => r.error?.message)).toEqual(
      Array(4).fill('server returned results with length 5, expected length 4'),
    );
  });

  it('delivers partial data together with its errors', async () => {
    server.setScript(() => ({
      body: JSON.stringify([
        { data: { echo: null, other: 'still here' }, errors: [{ message: 'echo failed', path: ['echo'] }] },
      ]),
    }));
    const result = await makeClient().query({ query: PARTIAL });
    expect(result.data).toEqual({ echo: null, other: 'still here' });
    expect(result.error).toBeInstanceOf(CombinedGraphQLErrors);
    expect((result.error as CombinedGraphQLErrors).errors.map((e) => e.message)).toEqual(['echo failed']);
  });
});

describe('docs/product.md §8 aborted requests are silent', () => {
  // In development Apollo complains that the empty result of an aborted cache-first query has no
  // fields (console.error "Missing field …", console.warn "The network result …"); nothing else may appear.
  let errors: MockInstance<typeof console.error>;
  let warnings: MockInstance<typeof console.warn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    const said = [...errors.mock.calls, ...warnings.mock.calls].map(([message]) => String(message));
    errors.mockRestore();
    warnings.mockRestore();
    expect(said.filter((m) => !m.startsWith('Missing field') && !m.startsWith('The network result for query'))).toEqual(
      [],
    );
  });

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const hold = () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.setScript(async (request) => {
      await released;
      return echoScript(request);
    });
    return release;
  };

  it('ends an aborted query with neither data nor error and cancels its HTTP request', async () => {
    server.setScript(() => 'hang');
    const client = makeClient();
    const controller = new AbortController();
    const pending = client.query({
      query: ECHO,
      variables: { n: 1 },
      context: { fetchOptions: { signal: controller.signal } },
    });
    await until(() => server.requests.length === 1);
    controller.abort();
    await expect(pending).resolves.toEqual({ data: undefined });
    await until(() => server.requests[0].aborted);
    // Nothing is left behind: the same query asked again goes out and gets its data.
    server.setScript(echoScript);
    await expect(client.query({ query: ECHO, variables: { n: 1 } })).resolves.toEqual({ data: { echo: 'Echo' } });
  });

  it('takes only the aborted operation out of a shared batch; the others still get their results', async () => {
    const release = hold();
    const client = makeClient();
    const controller = new AbortController();
    const aborted = client.query({
      query: ECHO,
      variables: { n: 1 },
      context: { fetchOptions: { signal: controller.signal } },
    });
    const kept = client.query({ query: ECHO, variables: { n: 2 } });
    await until(() => server.requests.length === 1);
    expect((server.requests[0].body as unknown[]).length).toBe(2);
    controller.abort();
    await expect(aborted).resolves.toEqual({ data: undefined });
    release();
    await expect(kept).resolves.toEqual({ data: { echo: 'Echo' } });
    expect(server.requests[0].aborted).toBe(false);
  });

  it('delivers nothing to a watcher that unsubscribes while its request is in flight', async () => {
    server.setScript(() => 'hang');
    const events: string[] = [];
    const subscription = makeClient()
      .watchQuery({ query: ECHO, variables: { n: 1 } })
      .subscribe({
        next: (r) => events.push(`next loading=${r.loading}`),
        error: (e: Error) => events.push(`error ${e.message}`),
      });
    await until(() => server.requests.length === 1);
    subscription.unsubscribe();
    await until(() => server.requests[0].aborted);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['next loading=true']);
  });
});
