// Null characters in string inputs (security review): PostgreSQL refuses U+0000 in text, which was a masked
// server error; now validation refuses it with the field's name, before any resolver runs.
import { closeGraphQLTestDb, jsonRequest, openGraphQLTestDb, REGION, send } from './testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../app/graphql/route';
import { executeInProcess } from './execute-in-process';
import { findNullByte } from './null-bytes';

beforeAll(() => openGraphQLTestDb());
afterAll(() => closeGraphQLTestDb());

const ROUTE = 'query($s: String!) { getRoutInfo(slug: $s) { __typename } }';
const problem = 'Der Text enthält ein unzulässiges Nullzeichen.';

describe('a null character in a string input', () => {
  it('as a variable: BAD_USER_INPUT naming the variable, HTTP 400', async () => {
    const { status, json } = await send(POST, jsonRequest({ query: ROUTE, variables: { s: '/jobs\u0000' } }));
    expect(status).toBe(400);
    expect(json.errors?.[0]).toMatchObject({
      message: `Ungültige Eingabe bei „s“: ${problem}`,
      extensions: { code: 'BAD_USER_INPUT', field: 's' },
    });
    expect(json.data ?? null).toBeNull();
  });

  it('deep in an input object: names the path', async () => {
    const query = 'query($p: JobSearchPayload!) { searchJobs(payload: $p) { total } }';
    const variables = {
      p: { condition_group: { groups: [{ conditions: [{ name: 'title', operator: 'LIKE', value: 'a\u0000b' }] }] } },
    };
    const { json } = await send(POST, jsonRequest({ query, variables }));
    expect(json.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'p.condition_group.groups[0].conditions[0].value',
    });
  });

  it('written in the document: refused at validation, naming the argument', async () => {
    const { status, json } = await send(
      POST,
      jsonRequest({ query: '{ getOrganizationProfile(slug: "a\\u0000") { id } }' }),
    );
    expect(status).toBeLessThan(500);
    expect(json.errors?.[0]).toMatchObject({
      message: `Ungültige Eingabe bei „slug“: ${problem}`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('in a batch: only that operation is refused', async () => {
    const { json } = await send(
      POST,
      jsonRequest([{ query: ROUTE, variables: { s: '\u0000' } }, { query: '{ __typename }' }]),
    );
    expect(json[0].errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(json[1]).toEqual({ data: { __typename: 'Query' } });
  });

  it('in-process (Server Components) the same way', async () => {
    const result = await executeInProcess(
      { query: ROUTE, variables: { s: '/\u0000' } },
      { regionId: REGION, locale: 'de', userId: null },
    );
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('other unusual text still reaches the resolver', async () => {
    const query = 'query($s: String!) { getOrganizationProfile(slug: $s) { id } }';
    const { json } = await send(POST, jsonRequest({ query, variables: { s: '\u200f\u202e\ufeff-😀\u0001' } }));
    expect(json).toEqual({ data: { getOrganizationProfile: null } });
  });
});

describe('findNullByte', () => {
  it('walks arbitrarily deep variables without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNullByte({ v: deep })).toMatch(/^v\[0\]/);
    expect(findNullByte({ a: ['ok', { b: 1, c: null }] })).toBeNull();
  });
});
