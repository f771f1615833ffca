import 'server-only';
import { cache } from 'react';
import type { DocumentNode } from 'graphql';
import type { ApolloClient as CoreApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { executeInProcess } from '@/server/graphql/execute-in-process';
import { GRAPHQL_DEFAULT_OPTIONS } from '@/lib/apollo/default-options';
import { createInProcessLink } from './in-process-link';

/** Who a Server Component asks for. Pages take the region from `params` (getPageRegion), never from headers. */
export type ServerGraphQLRequest = {
  region: { id: string };
  locale: string;
  /** The signed-in user's id, or null for anonymous. */
  userId: string | null;
  /** The page's `?visualEditor=true` flag (isVisualEditorFlag(searchParams.visualEditor)). */
  visualEditor?: boolean;
};

/**
 * One client per request *and* per region/locale/user/editor flag: React's `cache` keeps it for the
 * current server render only, and a different audience in the same render gets its own client, so
 * neither the cache nor Apollo's in-flight deduplication (keyed by query and variables only) can hand
 * one user's data to another.
 */
const clientFor = cache(
  (regionId: string, locale: string, userId: string | null, visualEditor: boolean) =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: createInProcessLink(executeInProcess, { regionId, locale, userId, visualEditor }),
      defaultOptions: GRAPHQL_DEFAULT_OPTIONS,
    }),
);

/**
 * The Apollo client for Server Components and route handlers:
 * `await getServerClient({ region, locale: region.DEFAULT_LOCALE, userId }).query({ query: DOC })`.
 * Operations run in-process with the same context a browser request would get (docs/architecture.md says
 * why there is no HTTP hop to another backend).
 */
export function getServerClient(request: ServerGraphQLRequest): ApolloClient {
  return clientFor(request.region.id, request.locale, request.userId, request.visualEditor === true);
}

/**
 * One operation for a Server Component, run at most once per request for the same audience, document and
 * variables (generateMetadata and the page ask alike). It skips Apollo's normalized cache: a server render
 * reads each result once, and writing and diffing a search result with its facets cost about a tenth of a
 * listing request (measured with `npm run bench`, docs/quality.md).
 */
export function serverQuery<TData, TVariables extends OperationVariables>(
  request: ServerGraphQLRequest,
  options: { query: TypedDocumentNode<TData, TVariables>; variables?: TVariables },
): Promise<CoreApolloClient.QueryResult<TData>> {
  return runOnce(getServerClient(request), options.query, JSON.stringify(options.variables ?? {})) as Promise<
    CoreApolloClient.QueryResult<TData>
  >;
}

const runOnce = cache((client: ApolloClient, query: DocumentNode, variables: string) =>
  client.query({ query, variables: JSON.parse(variables) as OperationVariables, fetchPolicy: 'no-cache' }),
);
