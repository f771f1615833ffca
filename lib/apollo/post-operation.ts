import { GRAPHQL_PATH } from '@/lib/contract';
import { buildGraphQLHeaders, type GraphQLAudience } from './request-headers';

/**
 * One operation over plain fetch, with the docs/product.md §7 headers, for islands too small to load Apollo (the place
 * suggestions). The result's data, or null for an error or an answer without data.
 */
export async function postOperation<TData>(
  query: string,
  variables: Record<string, unknown>,
  audience: GraphQLAudience,
  signal?: AbortSignal,
): Promise<TData | null> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...buildGraphQLHeaders(audience) },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  if (!response.ok) return null;
  const json = (await response.json()) as { data?: TData | null };
  return json.data ?? null;
}
