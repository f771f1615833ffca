// The cost limit per HTTP request (security review): a batch is priced as a whole, before anything runs.
import { closeGraphQLTestDb, firstError, jsonRequest, openGraphQLTestDb, send } from './testing';
import { Lexer, parse, Source, TokenKind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { documentCost, MAX_OPERATION_TOKENS, MAX_REQUEST_COST } from './request-cost';
import { createGraphQLServer } from './server';

let db: Db;
/** How often a request got as far as building its context (the database is asked for the first time there). */
let contexts = 0;
let server: ReturnType<typeof createGraphQLServer>;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  server = createGraphQLServer({
    getDb: async () => {
      contexts++;
      return db;
    },
    logging: false,
  });
});
afterAll(() => closeGraphQLTestDb());

function tokenCount(query: string): number {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

const post = (body: Parameters<typeof jsonRequest>[0]) => send((r) => server.fetch(r), jsonRequest(body));

/** The security review's heavy search: range 100, 50 facets, 100 conditions, 10 words, 500 km. */
const HEAVY_PAYLOAD = {
  range: { first: 0, last: 100 },
  facets: Array.from({ length: 50 }, () => ({ field: 'job_location', limit: 100 })),
  condition_group: {
    groups: Array.from({ length: 10 }, () => ({
      conditions: Array.from({ length: 10 }, (_, i) => ({ name: 'title', operator: 'LIKE', value: `w${i}` })),
    })),
  },
  fulltext: { keys: 'pflege kraft lager fahrer koch arzt elektriker bäcker tischler maler' },
  geoLocation: { lat: 47.85, lon: 12.12, radius: 500 },
};
const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
const HEAVY_OPERATION = {
  query: `query($p: JobSearchPayload!) { ${aliases(15, 'searchJobs(payload: $p) { total jobs { id title } facets { field values { value count } } }')} }`,
  variables: { p: HEAVY_PAYLOAD },
};

describe('documentCost', () => {
  const cost = (query: string) => documentCost(parse(query));

  it('prices searches far above lookups, and every alias again', () => {
    expect(cost('{ getUser { id } }')).toBe(11);
    expect(cost('{ searchJobs(payload: {}) { total } }')).toBe(301);
    expect(cost('{ a: searchJobs(payload: {}) { total } b: searchJobs(payload: {}) { total } }')).toBe(602);
    expect(cost('{ __typename }')).toBe(1);
  });

  it('prices the title suggestions of the search form (sent while typing) between lookups and searches', () => {
    expect(cost('{ suggestJobTitles(prefix: "Pf") }')).toBe(30);
  });

  it('counts a fragment each time it is spread, also at the root', () => {
    expect(cost('{ a: getUser { ...U } b: getUser { ...U } } fragment U on User { id email }')).toBe(2 * (10 + 2));
    expect(cost('{ ...Q ...Q } fragment Q on Query { searchJobs(payload: {}) { total } }')).toBe(2 * 301);
  });

  it('prices doubling fragments in linear time and cycles as finite', () => {
    const levels = Array.from({ length: 60 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(
      ' ',
    );
    expect(cost(`{ ...F0 } ${levels} fragment F60 on Query { searchJobs(payload: {}) { total } }`)).toBeGreaterThan(
      MAX_REQUEST_COST,
    );
    expect(cost('{ ...A } fragment A on Query { getUser { id } ...B } fragment B on Query { ...A }')).toBe(11);
  });

  it('prices only the named operation of a document with several', () => {
    expect(documentCost(parse('query A { getUser { id } } query B { searchJobs(payload: {}) { total } }'), 'A')).toBe(
      11,
    );
  });
});

describe('the cost of one HTTP request as a whole', () => {
  it('refuses the security review’s heavy batch (10 operations × 15 aliases) at once with a German 400, and runs nothing', async () => {
    const before = contexts;
    const { status, json } = await post(Array.from({ length: 10 }, () => HEAVY_OPERATION));
    expect(status).toBe(400);
    expect(json.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(json.errors?.[0].message).toMatch(/^Die Anfrage ist zu aufwendig \(Aufwand \d+, erlaubt sind 1000\)/);
    expect(contexts).toBe(before);
  });

  it('starts at most one CV import per request: five aliases are refused before any file is read', async () => {
    // The wizard's own operation (lib/graphql/documents/resume-import.ts) selects some 50 fields.
    const wizard = `mutation($fileId: ID!) { proposeResumeFromCv(fileId: $fileId) { ${'personalInfo { firstName } '.repeat(25)} } }`;
    expect(documentCost(parse(wizard))).toBeLessThanOrEqual(MAX_REQUEST_COST);
    const before = contexts;
    const five = `mutation { ${aliases(5, 'proposeResumeFromCv(fileId: "00000000-0000-4000-8000-000000000000") { skills { text } }')} }`;
    const { status, json } = await post({ query: five });
    expect(status).toBe(400);
    expect(json.errors?.[0].message).toMatch(/^Die Anfrage ist zu aufwendig/);
    expect(contexts).toBe(before);
    const twoInABatch = {
      query: wizard,
      variables: { fileId: '00000000-0000-4000-8000-000000000000' },
    };
    expect((await post([twoInABatch, twoInABatch])).status).toBe(400);
  });

  it('refuses one operation with four searches, although armor lets it through', async () => {
    const four = `query($p: JobSearchPayload!) { ${aliases(4, 'searchJobs(payload: $p) { total }')} }`;
    const { status, json } = await post({ query: four, variables: { p: {} } });
    expect(status).toBe(400);
    expect(json.errors?.[0].message).toMatch(/zu aufwendig/);
  });

  it('refuses a batch of cheap operations that armor accepts one by one (10 × 15 aliases)', async () => {
    const cheap = { query: `{ ${aliases(15, 'getAppConfig { key value }')} }` };
    expect((await post(cheap)).json.errors).toBeUndefined();
    const { status, json } = await post(Array.from({ length: 10 }, () => cheap));
    expect(status).toBe(400);
    expect(json.errors?.[0].message).toMatch(/zu aufwendig/);
  });

  it('answers what the front end batches: up to three searches and several lookups together', async () => {
    const { status, json } = await post([
      {
        query: 'query($p: JobSearchPayload!) { searchJobs(payload: $p) { total } }',
        variables: { p: { fulltext: { keys: 'Pflege' } } },
      },
      {
        query: 'query($p: OrganizationSearchPayload!) { searchOrganizations(payload: $p) { total } }',
        variables: { p: {} },
      },
      {
        query:
          'query($p: JobSearchPayload!) { searchJobs(payload: $p) { total jobs { id title organization { name } } facets { field values { value label count } } } }',
        variables: { p: { range: { first: 0, last: 10 } } },
      },
      { query: '{ getUser { id } }' },
      { query: '{ getAppConfig { key value } }' },
      { query: '{ searchPlaces(query: "Rosen") { label lat lon } }' },
      { query: '{ getGdprConsentInfos { id type text } }' },
    ]);
    expect(status).toBe(200);
    json.forEach((result) => expect(result.errors).toBeUndefined());
  });

  it('prices every operation armor lets through: one of exactly the token limit passes armor and is priced', async () => {
    const sorting = Array.from({ length: 120 }, () => '{ field: "weight" value: "asc" }').join(' ');
    const query = `{ getGdprConsentInfos(sorting: [${sorting}]) { ${Array.from({ length: 29 }, () => 'id').join(' ')} } }`;
    expect(tokenCount(query)).toBe(MAX_OPERATION_TOKENS);
    expect(documentCost(parse(query, { maxTokens: MAX_OPERATION_TOKENS }))).toBe(39);
    // Past armor's limits (tokens, validation) the resolver's own check answers: 120 sortings are too many.
    expect(firstError(await post({ query }))?.code).toBe('BAD_USER_INPUT');
  });
});
