import { globSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { CONTRACT_FILES } from './server/schema/contract-files';

/**
 * Types generated from the GraphQL contract (server/schema/base.graphql and the domains' files beside it):
 * - server/schema/generated/resolvers-types.ts: argument, parent and result types of every resolver;
 * - lib/graphql/generated/operations.ts: result and variable types of the front end's operations (the gql
 *   documents in lib/graphql/documents/).
 * Generated files are committed; `npm run codegen:check` fails when they drift from the schema.
 */
const DOCUMENTS = 'lib/graphql/documents/**/*.ts';
const hasDocuments = globSync(DOCUMENTS).length > 0;

/** Resolvers may return Date objects for DateTime (the scalar serializes them); uploads arrive as Web Files. */
const resolverScalars = {
  DateTime: { input: 'string', output: 'Date | string' },
  File: { input: 'File', output: 'never' },
};
/** What the front end sees on the wire: dates as ISO strings. */
const operationScalars = {
  DateTime: { input: 'string', output: 'string' },
  File: { input: 'File', output: 'never' },
};

const config: CodegenConfig = {
  overwrite: true,
  schema: CONTRACT_FILES,
  ignoreNoDocuments: true,
  generates: {
    'server/schema/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../../graphql/context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: resolverScalars,
        // Union members must say which they are; resolvers return plain objects with __typename.
        resolversNonOptionalTypename: { unionMember: true },
        // Resolvers may return promises of plain objects for every field.
        avoidOptionals: false,
      },
    },
    ...(hasDocuments
      ? {
          'lib/graphql/generated/operations.ts': {
            documents: DOCUMENTS,
            plugins: ['typescript-operations'],
            config: {
              useTypeImports: true,
              enumType: 'string-literal',
              strictScalars: true,
              scalars: operationScalars,
            },
          },
        }
      : {}),
  },
};

export default config;
