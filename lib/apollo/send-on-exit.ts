import { print, type DocumentNode } from 'graphql';
import { GRAPHQL_PATH } from '@/lib/contract';
import { buildGraphQLHeaders, type GraphQLAudience } from './request-headers';

/**
 * One mutation sent while the page goes away (reload, closed tab): `keepalive` lets it outlive the page,
 * which cancels ordinary requests. Nobody reads the answer; the browser refuses bodies over 64 KB, and
 * then the last change is lost as before.
 */
export function sendOnExit(
  document: DocumentNode,
  variables: Record<string, unknown>,
  audience: GraphQLAudience,
): void {
  try {
    void fetch(GRAPHQL_PATH, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...buildGraphQLHeaders(audience) },
      body: JSON.stringify({ query: print(document), variables }),
    }).catch(() => undefined);
  } catch {
    // The browser refused to send it: nothing more can be done on the way out.
  }
}
