// The test helpers go first: they point getDb() at a test database before anything opens it.
import { jsonRequest, OTHER_REGION, REGION, send, signToken, useGraphQLFixtures } from './testing';
import { describe, expect, it, vi } from 'vitest';
import { POST, GET } from '../../app/graphql/route';
import type { Db } from '../db/client';
import { parse } from 'graphql';
import { executeInProcess } from './execute-in-process';
import { createGraphQLServer } from './server';

const t = useGraphQLFixtures();

const USER_QUERY = { query: '{ getUser { id isMasqueraded roles { role } } }' };

describe('batching (§7: at most 10 operations, answered in order)', () => {
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

describe('limits and hardening', () => {
  it('refuses more than 15 aliases and more than 1000 tokens (graphql-armor)', async () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: getUser { id }`).join(' ')} }`;
    const many = await send(POST, jsonRequest({ query: aliases }));
    expect(many.json.errors?.[0].message).toMatch(/alias/i);
    const tokens = `{ ${Array.from({ length: 1100 }, () => '__typename').join(' ')} }`;
    const long = await send(POST, jsonRequest({ query: tokens }));
    expect(long.json.errors?.[0].message).toMatch(/token/i);
  });

  it('answers queries over GET and refuses mutations there', async () => {
    const query = await GET(
      new Request(`http://localhost/graphql?query=${encodeURIComponent('{ __typename }')}`, {
        headers: { 'x-jobboard-region': REGION },
      }),
    );
    expect(await query.json()).toEqual({ data: { __typename: 'Query' } });
    const mutation = await GET(
      new Request(
        `http://localhost/graphql?query=${encodeURIComponent('mutation { createGdprUserConsent(mail: "a@b.de", infoId: "x") { errors } }')}`,
        {
          headers: { 'x-jobboard-region': REGION },
        },
      ),
    );
    expect(mutation.status).toBe(405);
  });

  it('masks unexpected errors: a German message, no details', async () => {
    const failingDb = {
      select: () => {
        throw new Error('geheime Verbindungsdaten');
      },
    } as unknown as Db;
    const server = createGraphQLServer({ getDb: async () => failingDb, logging: false });
    const { json } = await send((r) => server.fetch(r), jsonRequest({ query: '{ getAppConfig { key } }' }));
    expect(json.errors?.[0]).toMatchObject({
      message: 'Da ist etwas schiefgelaufen. Bitte versuche es gleich noch einmal.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(json)).not.toContain('geheim');
  });

  it('allows introspection outside production', async () => {
    const { json } = await send(POST, jsonRequest({ query: '{ __schema { queryType { name } } }' }));
    expect(json.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('has no introspection, no field suggestions and no stack traces when NODE_ENV=production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    try {
      const { POST: productionPost } = await import('../../app/graphql/route');
      const introspection = await send(productionPost, jsonRequest({ query: '{ __schema { types { name } } }' }));
      expect(introspection.json.data ?? null).toBeNull();
      expect(introspection.json.errors?.[0].message).toBe(
        'Die Schema-Abfrage (Introspection) ist auf diesem Server abgeschaltet.',
      );
      const byType = await send(productionPost, jsonRequest({ query: '{ __type(name: "User") { fields { name } } }' }));
      expect(byType.json.data ?? null).toBeNull();
      const typo = await send(productionPost, jsonRequest({ query: '{ getUsr { id } }' }));
      expect(typo.text).not.toContain('getUser');
      expect(typo.text).not.toMatch(/Did you mean/);
      const broken = await send(productionPost, jsonRequest('{"query": '));
      expect(broken.status).toBe(400);
      expect(broken.text).not.toMatch(/stack|at \w+ \(/);
      // __typename stays available for Apollo's cache.
      expect((await send(productionPost, jsonRequest({ query: '{ __typename }' }))).json.data).toEqual({
        __typename: 'Query',
      });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('executeInProcess (Server Components)', () => {
  const input = { regionId: REGION, locale: 'de' };

  it('runs an operation with the same context an HTTP request gets', async () => {
    const result = await executeInProcess(
      { query: 'query Me { getUser { id roles { role targetId } } }', operationName: 'Me' },
      { ...input, userId: t.fx.recruiter.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.getUser).toEqual({
      id: t.fx.recruiter.id,
      roles: [{ role: 'recruiter', targetId: t.fx.ownOrganization[t.fx.recruiter.id] }],
    });
  });

  it('passes variables and answers bad input, authorization and unknown users as errors', async () => {
    const bad = await executeInProcess(
      { query: 'query($s: String!) { getRoutInfo(slug: $s) { __typename } }', variables: { s: 'ohne-schraegstrich' } },
      { ...input, userId: null },
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await executeInProcess({ query: '{ getCredits { amount } }' }, { ...input, userId: null });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const gone = await executeInProcess(
      { query: '{ getUser { id } }' },
      { ...input, userId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(gone.errors?.[0].extensions?.code).toBe('SESSION_USER_GONE');
  });

  it('applies the same validation rules as the endpoint', async () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: getUser { id }`).join(' ')} }`;
    expect((await executeInProcess({ query: aliases }, { ...input, userId: null })).errors?.[0].message).toMatch(
      /alias/i,
    );
    expect((await executeInProcess({ query: '{ nope }' }, { ...input, userId: null })).errors?.[0].message).toMatch(
      /nope/,
    );
    const production = createGraphQLServer({ production: true });
    const introspection = await executeInProcess(
      { query: '{ __schema { types { name } } }' },
      { ...input, userId: null },
      production,
    );
    expect(introspection.errors?.[0].message).toBe(
      'Die Schema-Abfrage (Introspection) ist auf diesem Server abgeschaltet.',
    );
  });

  it('validates a document object once and gives the same answer every time (also its refusal)', async () => {
    const tooMany = parse(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: getUser { id }`).join(' ')} }`);
    const fine = parse('query Me { getUser { id } }');
    for (let i = 0; i < 2; i++) {
      expect((await executeInProcess({ query: tooMany }, { ...input, userId: null })).errors?.[0].message).toMatch(
        /alias/i,
      );
      expect((await executeInProcess({ query: fine }, { ...input, userId: t.fx.recruiter.id })).data?.getUser).toEqual({
        id: t.fx.recruiter.id,
      });
    }
  });

  it('refuses an unknown region', async () => {
    const result = await executeInProcess(
      { query: '{ __typename }' },
      { regionId: 'atlantis', locale: 'de', userId: null },
    );
    expect(result.errors?.[0].message).toBe('Die Seite „atlantis“ gibt es nicht.');
  });
});

describe('depth limit with shared fragments (graphql-armor)', () => {
  it('answers the deepest field sets the front end asks for, also when shared as fragments', async () => {
    const teaser = 'fragment Teaser on Job { id organization { logo { url alt } } salary { min } }';
    const { json } = await send(
      POST,
      jsonRequest({
        query: `{ searchJobs(payload: {}) { total jobs { ...Teaser } facets { values { value label count pathAlias } } } } ${teaser}`,
      }),
    );
    expect(json.errors).toBeUndefined();
    expect(json.data?.searchJobs).toMatchObject({ jobs: expect.any(Array) });
  });
});
