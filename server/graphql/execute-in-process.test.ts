// The test helpers go first: they point getDb() at a test database before anything opens it.
import { REGION, useGraphQLFixtures } from './testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { executeInProcess } from './execute-in-process';
import { createGraphQLServer } from './server';

const t = useGraphQLFixtures();

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
