import { ApolloLink } from '@apollo/client';
import { throwError } from 'rxjs';
import { GRAPHQL_PATH } from '@/lib/contract';
import { createGraphQLHttpLink } from './graphql-http-link';
import { buildGraphQLHeaders, visualEditorFromSearch } from './request-headers';

/** What the browser knows about the current visitor: site, locale and session token (null when signed out). */
export type BrowserSession = { regionId: string; locale: string; token: string | null };

export type BrowserLinkOptions = {
  /** Read for every operation, so a token that changes after sign-in is used at once. */
  getSession: () => BrowserSession;
  /** The page's query string; defaults to `window.location.search`, read for every operation. */
  getPageSearch?: () => string;
  uri?: string;
  fetch?: typeof fetch;
};

/**
 * The browser's link: batched POSTs to /graphql with bearer, frontend and visual-editor headers (docs/product.md §7).
 */
export function createBrowserLink({
  getSession,
  getPageSearch = () => window.location.search,
  uri = GRAPHQL_PATH,
  fetch,
}: BrowserLinkOptions): ApolloLink {
  return createGraphQLHttpLink({
    uri,
    fetch,
    getHeaders: () => buildGraphQLHeaders({ ...getSession(), visualEditor: visualEditorFromSearch(getPageSearch()) }),
  });
}

/**
 * The link of the browser client while Next renders client components on the server. Islands do not
 * fetch there: useQuery stays loading during SSR (the integration runs it cache-only) and fetches after
 * hydration; data needed in the first HTML is fetched by a Server Component (serverQuery in lib/data) and
 * passed down. A suspense hook that tries anyway gets this error instead of a relative-URL fetch failure.
 */
export function createSsrGuardLink(): ApolloLink {
  return new ApolloLink((operation) =>
    throwError(
      () =>
        new Error(
          `GraphQL operation ${operation.operationName ?? '(anonymous)'} was started while server-rendering a client component; fetch it in a Server Component with serverQuery() instead.`,
        ),
    ),
  );
}
