import type { TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { siteHttp } from './site-http';

/** One GraphQL operation on one instance as the signed-in user whose session token is given; throws on errors. */
export async function graphqlCall<Data, Variables>(
  port: number,
  host: string,
  token: string,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const answer = await siteHttp(port, host, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const json = JSON.parse(answer.text) as { data?: Data | null; errors?: Array<{ message: string }> };
  if (answer.status !== 200 || !json.data || json.errors?.length)
    throw new Error(`GraphQL on port ${port}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  return json.data;
}
