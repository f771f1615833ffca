import { handleGraphQLRequest } from '@/server/graphql/server';

/**
 * docs/product.md §7 POST /graphql (and GET for queries): the backend endpoint, graphql-yoga with batching. Plain
 * `(req: Request) => …` handlers: typing createYoga with Next's `{ params }` collides with Yoga's own params.
 */
export const GET = (request: Request) => handleGraphQLRequest(request);
export const POST = (request: Request) => handleGraphQLRequest(request);
