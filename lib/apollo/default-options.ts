import type { ApolloClient } from '@apollo/client';

/**
 * docs/product.md §8: partial data with errors reaches the caller. With errorPolicy 'all' a result carries both `data`
 * (what resolved) and `error` (a CombinedGraphQLErrors) instead of rejecting and dropping the data.
 * Used by the browser client (Server Components ask lib/data, which shapes answers the same way).
 */
export const GRAPHQL_DEFAULT_OPTIONS = {
  watchQuery: { errorPolicy: 'all' },
  query: { errorPolicy: 'all' },
  mutate: { errorPolicy: 'all' },
} satisfies ApolloClient.DefaultOptions.Input;

// Apollo 4 only accepts a default errorPolicy that is declared here, and then types every result
// accordingly (data may be partial, `error` may be set). This switches Apollo to its "modern"
// signatures: operation types come from TypedDocumentNode documents, not from generic arguments.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace ApolloClient {
    // eslint-disable-next-line @typescript-eslint/no-namespace
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}
