import { GRAPHQL_PATH } from '@/lib/contract';
import { buildGraphQLHeaders } from '@/lib/apollo/request-headers';

/** The site a Merkliste script belongs to: its region and locale, for the docs/product.md §7 headers. */
export type BookmarkSite = { regionId: string; locale: string };

/** Why a call did not answer: the server's code and, for a refusal it explains, its German message. */
export type BookmarkCallError = { code: string; message: string | null };
export type BookmarkCall<T> = { data: T; error: null } | { data: null; error: BookmarkCallError };

/** Refusals whose message is written for the visitor (docs/product.md §8.2); anything else gets the island's own. */
const EXPLAINED = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED']);

type Answer<T> = { data?: T | null; errors?: Array<{ message?: string; extensions?: { code?: string } }> };

/**
 * One Merkliste operation over plain fetch with the docs/product.md §7 headers and the session token: the
 * toggles are on every public page of a site and load no GraphQL client. Unlike postOperation it keeps the
 * refusal's code and message, so a toggle can say why a job was not saved.
 */
export async function callBookmarks<T>(
  site: BookmarkSite,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<BookmarkCall<T>> {
  let answer: Answer<T> | null;
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...buildGraphQLHeaders({ ...site, token, visualEditor: false }),
      },
      body: JSON.stringify({ query, variables }),
    });
    answer = (await response.json()) as Answer<T> | null;
  } catch {
    return { data: null, error: { code: 'NETWORK', message: null } };
  }
  const refusal = answer?.errors?.[0];
  if (refusal) {
    const code = refusal.extensions?.code ?? 'UNKNOWN';
    return { data: null, error: { code, message: EXPLAINED.has(code) ? (refusal.message ?? null) : null } };
  }
  return answer?.data ? { data: answer.data, error: null } : { data: null, error: { code: 'UNKNOWN', message: null } };
}
