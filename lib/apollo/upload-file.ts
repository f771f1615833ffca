import { GRAPHQL_PATH } from '@/lib/contract';
import { buildGraphQLHeaders, type GraphQLAudience } from './request-headers';

/** One GraphQL operation with a single file (the GraphQL multipart request spec, which graphql-yoga reads). */
export function multipartBody(query: string, file: File): FormData {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: { file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);
  return body;
}

/**
 * Sends an upload mutation with its file (the batching link sends JSON only). The result's data, or null
 * when the server refused the file or answered with errors; the browser sets the multipart boundary.
 */
export async function postFileOperation<TData>(
  query: string,
  file: File,
  audience: GraphQLAudience,
): Promise<TData | null> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: buildGraphQLHeaders(audience),
    body: multipartBody(query, file),
  });
  if (!response.ok) return null;
  const json = (await response.json()) as { data?: TData | null; errors?: unknown[] };
  return json.errors?.length ? null : (json.data ?? null);
}
