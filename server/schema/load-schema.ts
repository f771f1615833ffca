import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';
import { resolvers } from './resolvers';

/** The checked-in contract, read from the repo root like the migrations (every script runs there). */
export function schemaFile(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), 'server', 'schema', 'schema.graphql');
}

let cached: GraphQLSchema | undefined;

/** The executable schema: the contract's type definitions with the domain resolvers. */
export function loadSchema(): GraphQLSchema {
  cached ??= createSchema<GraphQLContext>({ typeDefs: readFileSync(schemaFile(), 'utf8'), resolvers });
  return cached;
}
