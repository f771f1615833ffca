import type { DocumentNode, ExecutionResult, GraphQLError } from 'graphql';
import { buildContext, type ContextInput } from './context';
import { isApiError } from './errors';
import { getGraphQLServer, type GraphQLServer, PREBUILT_CONTEXT } from './server';

export type InProcessRequest = {
  query: string | DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string;
};
/** What an HTTP request would carry besides the operation: site, language, signed-in user, editor flag. */
export type InProcessInput = { regionId: string; locale: string; userId: string | null; visualEditor?: boolean };

/**
 * Server Components pass the same document objects (module constants) on every request; their validation,
 * graphql-armor's limits included, depends on schema and document only, so it runs once per document.
 */
const validatedBefore = new WeakMap<object, WeakMap<DocumentNode, readonly GraphQLError[]>>();

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * Runs one operation for a Server Component without an HTTP hop: the same schema, validation rules
 * (graphql-armor, introspection), error masking and context building as the endpoint; only the transport
 * (headers, bearer token, batching, multipart) is left out. The caller is already known from the session.
 * Errors come back in `errors`, as over HTTP.
 */
export async function executeInProcess(
  request: InProcessRequest,
  input: InProcessInput,
  server: GraphQLServer = getGraphQLServer(),
): Promise<ExecutionResult> {
  let context;
  try {
    context = await buildContext(input satisfies ContextInput, server.deps);
  } catch (error) {
    if (isApiError(error)) return { errors: [error] };
    throw error;
  }
  const { parse, validate, contextFactory, execute, schema } = server.yoga.getEnveloped({
    ...context,
    [PREBUILT_CONTEXT]: true,
  } as unknown as Parameters<typeof server.yoga.getEnveloped>[0]);

  // Syntax errors and graphql-armor's rejections (thrown while parsing or validating) are answered as errors,
  // the way the endpoint does.
  let document: DocumentNode;
  let validationErrors: readonly GraphQLError[];
  try {
    document = typeof request.query === 'string' ? parse(request.query) : request.query;
    validationErrors = validatedBefore.get(schema)?.get(document) ?? validate(schema, document);
    if (typeof request.query !== 'string') {
      if (!validatedBefore.has(schema)) validatedBefore.set(schema, new WeakMap());
      validatedBefore.get(schema)!.set(document, validationErrors);
    }
  } catch (error) {
    if ((error as Error)?.name === 'GraphQLError') return { errors: [error as GraphQLError] };
    throw error;
  }
  if (validationErrors.length > 0) return { errors: validationErrors };

  const result = await execute({
    schema,
    document,
    contextValue: await contextFactory(),
    variableValues: request.variables,
    operationName: request.operationName,
  });
  if (isAsyncIterable(result)) throw new Error('executeInProcess runs queries and mutations only, not subscriptions.');
  return result as ExecutionResult;
}
