import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { getDb } from '../db/client';
import { getStorage } from '../storage/process-storage';
import { loadSchema } from '../schema/load-schema';
import { useBadRequestOnParseError, useRequestBodyLimits } from './body-limits';
import { buildRequestContext, type ContextDeps, type GraphQLContext } from './context';
import { apiError, maskUnexpectedError } from './errors';
import { graphqlMessages } from './messages';
import { useNoNullBytes } from './null-bytes';
import { useReadOnlyMode } from './read-only';
import { BATCH_MAX, GRAPHQL_PATH } from './protocol';
import { MAX_OPERATION_TOKENS, useRequestCostLimit } from './request-cost';
import { useNoSubscriptionsInBatches } from './subscription-batches';

export type GraphQLServerOptions = Partial<ContextDeps> & {
  /** Production hardening (default: NODE_ENV=production): no introspection, no field suggestions. */
  production?: boolean;
  /** Yoga's logger; masked errors are logged at level error (default: info, error under tests). */
  logging?: boolean | 'debug' | 'info' | 'warn' | 'error';
};

export type YogaServer = YogaServerInstance<Record<string, never>, GraphQLContext>;

/** The Yoga instance and what its contexts are built from (executeInProcess builds the same). */
export type GraphQLServer = { yoga: YogaServer; deps: ContextDeps; fetch(request: Request): Promise<Response> };

/** Marks an initial context that execute-in-process built already: the HTTP context step leaves it alone. */
export const PREBUILT_CONTEXT = Symbol.for('regional-jobboard.graphql.prebuilt-context');

/**
 * No introspection in production: __schema and __type are refused at validation, so executeInProcess gets
 * the rule too (__typename stays allowed). By field name rather than graphql's NoSchemaIntrospectionCustomRule,
 * whose type checks fail when graphql is loaded twice (ESM and CJS) and would let introspection through.
 */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(apiError('BAD_REQUEST', graphqlMessages.errors.introspectionDisabled, { status: 400 }));
    }
  },
});

function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospectionRule);
    },
  };
}

/**
 * The GraphQL endpoint (graphql-yoga): docs/product.md §7 batching of at most 10 operations (11 → HTTP 413), multipart
 * uploads, graphql-armor limits on depth, aliases, tokens, directives and cost per operation, a cost limit
 * per HTTP request, no null characters in string inputs, masked unexpected errors, and — in production —
 * no introspection, no field suggestions, no stack traces.
 */
export function createGraphQLServer(options: GraphQLServerOptions = {}): GraphQLServer {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const deps: ContextDeps = {
    getDb: options.getDb ?? getDb,
    getStorage: options.getStorage ?? getStorage,
    getAuthSecret: options.getAuthSecret,
    checkJobLink: options.checkJobLink,
    vies: options.vies,
  };
  // Yoga builds a context per operation of a batch; the caller is established once per HTTP request.
  const perRequest = new WeakMap<Request, Promise<GraphQLContext>>();

  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      // graphql-armor's defaults (depth 6, 15 aliases, 50 directives, cost 5000); suggestions hidden in production.
      // Fragments do not add depth: the front end shares field sets as fragments, and a spread nests nothing.
      maxDepth: { n: 6, flattenFragments: true },
      // The request's pricing parses with the same limit, so every operation armor lets through is priced.
      maxTokens: { n: MAX_OPERATION_TOKENS },
      blockFieldSuggestion: { enabled: production },
    }),
    useRequestBodyLimits(),
    useBadRequestOnParseError(),
    // armor prices each operation; this prices the whole HTTP request (a batch multiplies armor's limits).
    useRequestCostLimit(),
    useNoSubscriptionsInBatches(),
    useNoNullBytes(),
    useReadOnlyMode(),
  ];
  if (production) plugins.push(useNoIntrospection());

  const yoga = createYoga<Record<string, never>, GraphQLContext>({
    schema: loadSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    batching: { limit: BATCH_MAX },
    // Replaced by useRequestBodyLimits (German messages, a limit that fits a 50 MB upload).
    maxRequestBodySize: false,
    multipart: true,
    maskedErrors: {
      errorMessage: graphqlMessages.errors.unexpected,
      isDev: !production && process.env.NODE_ENV === 'development',
      maskError: maskUnexpectedError,
    },
    graphiql: !production && process.env.NODE_ENV === 'development',
    landingPage: false,
    // Same-origin API: browsers on other origins get no CORS grant.
    cors: false,
    logging: options.logging ?? (process.env.NODE_ENV === 'test' ? 'error' : 'info'),
    plugins,
    context: (initial) => {
      if ((initial as unknown as Record<symbol, unknown>)[PREBUILT_CONTEXT]) return {} as GraphQLContext;
      const request = initial.request;
      let context = perRequest.get(request);
      if (!context) {
        context = buildRequestContext(request, deps);
        perRequest.set(request, context);
      }
      return context;
    },
  });
  return { yoga, deps, fetch: async (request) => yoga.fetch(request) };
}

let server: GraphQLServer | undefined;

/** The process-wide endpoint with the app's database (getDb) and storage (getStorage). */
export function getGraphQLServer(): GraphQLServer {
  server ??= createGraphQLServer();
  return server;
}

/** The route handler of app/graphql/route.ts (GET and POST). */
export function handleGraphQLRequest(request: Request): Promise<Response> {
  return getGraphQLServer().fetch(request);
}
