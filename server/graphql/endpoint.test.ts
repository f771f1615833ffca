// The test helpers go first: they point getDb() at a test database before anything opens it.
import { jsonRequest, OTHER_REGION, REGION, send, signToken, useGraphQLFixtures } from './testing';
import { describe, expect, it } from 'vitest';
import { POST } from '../../app/graphql/route';

const t = useGraphQLFixtures();

const USER_QUERY = { query: '{ getUser { id isMasqueraded roles { role } } }' };

describe('batching (docs/product.md §7: at most 10 operations, answered in order)', () => {
  it('answers a batch of 10 with 10 results in request order', async () => {
    const batch = Array.from({ length: 10 }, (_, i) => ({ query: `query Op${i} { op${i}: __typename }` }));
    const { status, json } = await send(POST, jsonRequest(batch));
    expect(status).toBe(200);
    expect(json).toHaveLength(10);
    json.forEach((result, i) => expect(result).toEqual({ data: { [`op${i}`]: 'Query' } }));
  });

  it('mixes operations of different domains in one batch', async () => {
    const token = await signToken(t.fx.recruiter.id);
    const { json } = await send(
      POST,
      jsonRequest(
        [
          USER_QUERY,
          { query: '{ getCredits { amount } }' },
          { query: '{ getRoutInfo(slug: "kein-pfad") { __typename } }' },
        ],
        { token },
      ),
    );
    expect(json[0].data?.getUser).toMatchObject({ id: t.fx.recruiter.id });
    expect(json[1].data?.getCredits).toEqual([{ amount: 3 }]);
    expect(json[2].errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a batch of 11 with HTTP 413', async () => {
    const batch = Array.from({ length: 11 }, () => ({ query: '{ __typename }' }));
    const { status, json } = await send(POST, jsonRequest(batch));
    expect(status).toBe(413);
    expect(json.errors?.[0].message).toBe('Batching is limited to 10 operations per request.');
  });
});

describe('malformed requests get 400 with a GraphQL error, never 500', () => {
  it.each([
    ['broken JSON', '{"query": '],
    ['an empty body', ''],
    ['a number', '42'],
  ])('%s', async (_label, body) => {
    const { status, json } = await send(POST, jsonRequest(body));
    expect(status).toBe(400);
    expect(json.errors?.[0].message).toEqual(expect.any(String));
  });

  it('broken JSON: a German message, without the parser’s own words (extensions.originalError)', async () => {
    const { status, json, text } = await send(POST, jsonRequest('{"query": '));
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { message: 'Die Anfrage ist kein gültiges JSON.', extensions: { code: 'BAD_REQUEST' } },
    ]);
    expect(text).not.toMatch(/originalError|SyntaxError|Unexpected end/);
  });

  it('a query that does not parse', async () => {
    const { status, json } = await send(POST, jsonRequest({ query: '{ getUser { ' }));
    expect(status).toBeLessThan(500);
    expect(json.errors?.[0].message).toMatch(/Syntax Error/);
  });

  it('a variable of the wrong type', async () => {
    const { status, json } = await send(
      POST,
      jsonRequest({ query: 'query($s: String!) { getRoutInfo(slug: $s) { __typename } }', variables: { s: 42 } }),
    );
    expect(status).toBeLessThan(500);
    expect(json.errors?.[0].message).toMatch(/\$s/);
  });

  it('a body over the limit, refused by its announced length in German', async () => {
    const request = jsonRequest(
      { query: '{ __typename }' },
      { headers: { 'content-length': String(2 * 1024 * 1024) } },
    );
    const { status, json } = await send(POST, request);
    expect(status).toBe(413);
    expect(json.errors?.[0]).toMatchObject({
      message: 'Die Anfrage ist zu groß: höchstens 1 MB sind erlaubt.',
      extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' },
    });
  });

  it('a streamed body over the limit, cut off while reading', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-jobboard-region': REGION },
      body,
      duplex: 'half',
    } as RequestInit);
    const { status } = await send(POST, request);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(40);
  });
});

describe('region and frontend headers', () => {
  it('answers for the host site the proxy names', async () => {
    const { json } = await send(
      POST,
      jsonRequest({ query: '{ getAppConfig { key value } }' }, { region: OTHER_REGION }),
    );
    const config = json.data?.getAppConfig as Array<{ key: string; value: string }>;
    expect(config.find((e) => e.key === 'SITE_ID')?.value).toBe(OTHER_REGION);
  });

  it('refuses a frontend header of another site than the host (wrong-region path)', async () => {
    const { status, json } = await send(
      POST,
      jsonRequest(USER_QUERY, { region: REGION, frontend: `${OTHER_REGION};de` }),
    );
    expect(status).toBe(400);
    expect(json.errors?.[0]).toMatchObject({ extensions: { code: 'WRONG_REGION' } });
    expect(json.errors?.[0].message).toContain('„rosenheim“');
  });

  it('lets the frontend header decide when called without the proxy', async () => {
    const { json } = await send(
      POST,
      jsonRequest({ query: '{ getAppConfig { key value } }' }, { region: null, frontend: 'ulm;de' }),
    );
    expect(
      (json.data?.getAppConfig as Array<{ key: string; value: string }>).find((e) => e.key === 'SITE_ID')?.value,
    ).toBe('ulm');
  });

  it('refuses a request that names no site', async () => {
    const { status, json } = await send(POST, jsonRequest(USER_QUERY, { region: null, frontend: null }));
    expect(status).toBe(400);
    expect(json.errors?.[0].message).toBe('Die Anfrage nennt keine Seite: Der Header x-frontend fehlt.');
  });
});
