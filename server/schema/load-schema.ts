import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';
import { withFeatureGates } from '../graphql/feature-gates';
import { readContract } from './contract-files';
import { resolvers } from './resolvers';

let cached: GraphQLSchema | undefined;

/** The executable schema: the contract's type definitions with the domain resolvers, gated by the sites' flags. */
export function loadSchema(): GraphQLSchema {
  cached ??= createSchema<GraphQLContext>({ typeDefs: readContract(), resolvers: withFeatureGates(resolvers) });
  return cached;
}
