// The endpoint's limits and hardening (graphql-armor, GET, masked errors, introspection). The test helpers go
// first: they point getDb() at a test database before anything opens it.
import { jsonRequest, REGION, send, useGraphQLFixtures } from './testing';
import { describe, expect, it, vi } from 'vitest';
import { POST, GET } from '../../app/graphql/route';
import type { Db } from '../db/client';
import { createGraphQLServer } from './server';

// No test reads the fixtures; they give the file its own database, closed after it.
useGraphQLFixtures();

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
