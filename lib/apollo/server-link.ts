import type { ApolloLink } from '@apollo/client';
import { createGraphQLHttpLink } from './graphql-http-link';
import { createInProcessLink, type InProcessExecutor, type InProcessInput } from './in-process-link';
import { buildGraphQLHeaders } from './request-headers';

export type ServerLinkOptions = {
  input: InProcessInput;
  /** The session token, sent as bearer when operations go over HTTP. */
  token: string | null;
  /** `executeInProcess` in the app; injectable for tests. */
  execute: InProcessExecutor;
  /** `BACKEND_GRAPHQL_URL`: when set, operations go to that backend over HTTP instead of in-process. */
  backendUrl?: string;
  fetch?: typeof fetch;
};

/** In-process execution by default; the §7/§8 HTTP link to another backend when a URL is configured. */
export function createServerLink({ input, token, execute, backendUrl, fetch }: ServerLinkOptions): ApolloLink {
  if (!backendUrl) return createInProcessLink(execute, input);
  if (input.userId && !token) {
    // Going on without it would silently show a signed-in user anonymous data.
    throw new Error(`BACKEND_GRAPHQL_URL is set but no session token was passed for user ${input.userId}.`);
  }
  const headers = buildGraphQLHeaders({ regionId: input.regionId, locale: input.locale, token, visualEditor: input.visualEditor === true });
  return createGraphQLHttpLink({ uri: backendUrl, fetch, getHeaders: () => headers });
}
