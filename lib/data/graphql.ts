import 'server-only';
import { cache } from 'react';
import type { DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { executeInProcess } from '@/server/graphql/execute-in-process';
import { type OperationResult, runOperation } from './run-operation';

export type { OperationResult };

/**
 * The explicit viewer of a server-side operation. Pages take the region from `params` (getPageRegion), never
 * from headers; `userId` comes only from a verified session (loadPageViewer): the executor trusts it.
 */
export type ServerGraphQLRequest = {
  region: { id: string };
  locale: string;
  /** The signed-in user's id, or null for anonymous. */
  userId: string | null;
  /** The page's `?visualEditor=true` flag (isVisualEditorFlag(searchParams.visualEditor)). */
  visualEditor?: boolean;
};

/** Variables of an operation (the generated `…Variables` types fit). */
export type OperationVariables = Record<string, unknown>;

function run<TData>(request: ServerGraphQLRequest, query: DocumentNode, variables?: OperationVariables) {
  return runOperation<TData>(
    executeInProcess,
    { query, variables },
    {
      regionId: request.region.id,
      locale: request.locale,
      userId: request.userId,
      visualEditor: request.visualEditor === true,
    },
  );
}

/**
 * React's `cache` keeps one run per server render for the same viewer, document and variables (compared as
 * JSON): generateMetadata and the page ask alike, and a different viewer in the same render never gets
 * another's answer. Outside a render (the proxy, a route handler) every call runs.
 */
const runOnce = cache(
  (
    regionId: string,
    locale: string,
    userId: string | null,
    visualEditor: boolean,
    query: DocumentNode,
    variables: string,
  ) =>
    run({ region: { id: regionId }, locale, userId, visualEditor }, query, JSON.parse(variables) as OperationVariables),
);

/**
 * One query for a Server Component, a route handler or a server action, run in this process with the same
 * schema, validation and context a browser's request gets (docs/architecture.md, "One server-side path to
 * data"), at most once per render for the same viewer, document and variables.
 */
export function serverQuery<TData, TVariables extends OperationVariables>(
  request: ServerGraphQLRequest,
  options: { query: TypedDocumentNode<TData, TVariables>; variables?: TVariables },
): Promise<OperationResult<TData>> {
  return runOnce(
    request.region.id,
    request.locale,
    request.userId,
    request.visualEditor === true,
    options.query,
    JSON.stringify(options.variables ?? {}),
  ) as Promise<OperationResult<TData>>;
}

/** One mutation for a server action, run every time it is asked (never shared within a render). */
export function serverMutate<TData, TVariables extends OperationVariables>(
  request: ServerGraphQLRequest,
  options: { mutation: TypedDocumentNode<TData, TVariables>; variables?: TVariables },
): Promise<OperationResult<TData>> {
  return run<TData>(request, options.mutation, options.variables);
}
