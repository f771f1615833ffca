import type { GraphQLField, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { READ_ONLY_CODE, readOnlyNotice } from '../maintenance/read-only';
import { loadSchema } from '../schema/load-schema';
import { executeInProcess } from './execute-in-process';
import { jsonRequest } from './request-testing';
import { createGraphQLServer } from './server';

/**
 * docs/product-decisions.md "Read-only mode (maintenance)": every mutation of the checked-in schema is refused
 * on a read-only site before a resolver runs. The schema is walked, so a new mutation is covered the day it is
 * added; the database throws on any use, so a mutation that got through would fail differently.
 */
const READ_ONLY_SITE = 'thueringen';
const untouchable = new Proxy({} as Db, {
  // `then` is read when the context awaits getDb(); any other use is a query.
  get: (_target, key) => {
    if (key === 'then') return undefined;
    throw new Error('the database was reached on a read-only site');
  },
});
const server = createGraphQLServer({ getDb: async () => untouchable, logging: false });

/** The named type under lists and non-nulls, by shape (graphql's predicates fail when it is loaded twice). */
function needsSelection(type: object): boolean {
  let named: object = type;
  while ('ofType' in named && named.ofType) named = named.ofType as object;
  return 'getFields' in named || 'getTypes' in named;
}

/** A valid operation for a field: every argument as a variable of its own type, a selection when it needs one. */
function mutationFor(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const selection = needsSelection(field.type) ? ' { __typename }' : '';
  const head = variables.length ? `(${variables.join(', ')})` : '';
  return `mutation Walk${head} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

const mutations = (schema: GraphQLSchema) => Object.values(schema.getMutationType()?.getFields() ?? {});

describe('read-only mode at the GraphQL gate', () => {
  const fields = mutations(loadSchema());

  it('walks a schema with mutations, required arguments included', () => {
    expect(fields.length).toBeGreaterThan(30);
    expect(fields.some((field) => field.args.some((arg) => String(arg.type).endsWith('!')))).toBe(true);
  });

  it.each(fields.map((field) => [field.name, field] as const))(
    '%s: refused over HTTP with READ_ONLY, 503 and Retry-After',
    async (_name, field) => {
      const response = await server.fetch(jsonRequest({ query: mutationFor(field) }, { region: READ_ONLY_SITE }));
      const json = (await response.json()) as { data?: unknown; errors?: { message: string; extensions: object }[] };
      expect(json.errors).toEqual([{ message: readOnlyNotice, extensions: { code: READ_ONLY_CODE } }]);
      expect(json.data ?? null).toBeNull();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    },
  );

  it('refuses mutations run in-process too, and answers queries as always', async () => {
    const input = { regionId: READ_ONLY_SITE, locale: 'de', userId: null };
    const [first] = fields;
    const refused = await executeInProcess({ query: mutationFor(first) }, input, server);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: READ_ONLY_CODE });
    const query = await executeInProcess({ query: '{ __typename }' }, input, server);
    expect(query).toEqual({ data: { __typename: 'Query' } });
  });

  it('leaves mutations alone on a site without the flag', async () => {
    const response = await server.fetch(jsonRequest({ query: 'mutation { __typename }' }, { region: 'franken' }));
    expect(await response.json()).toEqual({ data: { __typename: 'Mutation' } });
  });
});
