import { ApolloLink } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { BATCH_INTERVAL_MS, BATCH_MAX } from '@/lib/contract';
import { createAbortLink } from './abort-link';
import { createCheckedFetch } from './checked-fetch';

export type GraphQLHttpLinkOptions = {
  /** The endpoint: `/graphql` in the browser, a test server's URL in tests. */
  uri: string;
  /** docs/product.md §7 headers, read for every operation so a new session token or page flag applies at once. */
  getHeaders: () => Record<string, string>;
  /** Defaults to the global fetch at call time. */
  fetch?: typeof fetch;
};

/** Puts the docs/product.md §7 headers on each operation (operations with equal headers share a batch). */
function createHeadersLink(getHeaders: () => Record<string, string>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }) => ({ headers: { ...headers, ...getHeaders() } }));
    return forward(operation);
  });
}

/**
 * docs/product.md §7/§8 GraphQL over HTTP: Apollo's BatchHttpLink (10 ms, at most 10 operations per POST) behind the
 * abort link (silent aborts) and the headers link, fetching through the docs/product.md §8 response checks.
 */
export function createGraphQLHttpLink({ uri, getHeaders, fetch }: GraphQLHttpLinkOptions): ApolloLink {
  return ApolloLink.from([
    createAbortLink(),
    createHeadersLink(getHeaders),
    new BatchHttpLink({ uri, batchInterval: BATCH_INTERVAL_MS, batchMax: BATCH_MAX, fetch: createCheckedFetch(fetch) }),
  ]);
}
