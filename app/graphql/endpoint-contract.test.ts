// The endpoint's test helpers go first: they point the database at in-memory PGlite.
import {
  closeGraphQLTestDb,
  createFixtures,
  openGraphQLTestDb,
  REGION,
  signToken,
  type Fixtures,
} from '@/server/graphql/testing';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApolloClient, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { POST } from '@/app/graphql/route';
import { PROXY_REGION_HEADER } from '@/server/graphql/protocol';
import { createBrowserLink } from '@/lib/apollo/browser-link';
import { GRAPHQL_DEFAULT_OPTIONS } from '@/lib/apollo/default-options';

/**
 * The browser link against the real /graphql route handler over a real socket, with the region header the
 * proxy adds: the docs/product.md §7 headers and batches this link sends are the ones the endpoint understands.
 * (Server Components run the same operations in-process: lib/data/graphql.test.ts.)
 */
const USER: TypedDocumentNode<{ getUser: { id: string } | null }, Record<string, never>> = gql`
  query User {
    getUser {
      id
    }
    getAppConfig {
      key
    }
  }
`;

let fx: Fixtures;
let url: string;
let requests = 0;
const server = createServer(async (req, res) => {
  requests += 1;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers(req.headers as Record<string, string>);
  headers.set(PROXY_REGION_HEADER, REGION);
  const response = await POST(
    new Request(`http://${req.headers.host}${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

beforeAll(async () => {
  fx = await createFixtures(await openGraphQLTestDb());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

it('runs a batch of 10 as the signed-in user and an 11th in a second request', async () => {
  const token = await signToken(fx.recruiter.id);
  const link = createBrowserLink({
    uri: url,
    getSession: () => ({ regionId: REGION, locale: 'de', token }),
    getPageSearch: () => '',
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link, defaultOptions: GRAPHQL_DEFAULT_OPTIONS });
  const results = await Promise.all(
    Array.from({ length: 11 }, () =>
      client.query({ query: USER, fetchPolicy: 'no-cache', context: { queryDeduplication: false } }),
    ),
  );
  expect(results.map((r) => [r.data?.getUser?.id, r.error])).toEqual(Array(11).fill([fx.recruiter.id, undefined]));
  expect(requests).toBe(2);
});
