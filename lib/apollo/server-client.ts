import 'server-only';
import { cache } from 'react';
import { ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { executeInProcess } from '@/server/graphql/execute-in-process';
import { GRAPHQL_DEFAULT_OPTIONS } from './default-options';
import { createServerLink } from './server-link';

/** Who a Server Component asks for. Pages take the region from `params` (getPageRegion), never from headers. */
export type ServerGraphQLRequest = {
  region: { id: string };
  locale: string;
  /** The signed-in user's id, or null for anonymous. */
  userId: string | null;
  /** The session token (`session.jwt`); needed only when BACKEND_GRAPHQL_URL sends operations over HTTP. */
  token?: string | null;
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
  (regionId: string, locale: string, userId: string | null, token: string | null, visualEditor: boolean) =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: createServerLink({
        input: { regionId, locale, userId, visualEditor },
        token,
        execute: executeInProcess,
        backendUrl: process.env.BACKEND_GRAPHQL_URL,
      }),
      defaultOptions: GRAPHQL_DEFAULT_OPTIONS,
    }),
);

/**
 * The Apollo client for Server Components and route handlers:
 * `await getServerClient({ region, locale: region.DEFAULT_LOCALE, userId }).query({ query: DOC })`.
 * Operations run in-process with the same context a browser request would get; with BACKEND_GRAPHQL_URL
 * set they go over HTTP to that backend with the same §7 headers.
 */
export function getServerClient(request: ServerGraphQLRequest): ApolloClient {
  return clientFor(request.region.id, request.locale, request.userId, request.token ?? null, request.visualEditor === true);
}
