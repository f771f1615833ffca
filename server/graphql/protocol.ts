/**
 * docs/product.md §7 request headers of the GraphQL contract, shared by the endpoint and the front end's links.
 * The frontend header names the site and the locale: `x-frontend: franken;de`.
 */
export const FRONTEND_HEADER = 'x-frontend';
export const VISUAL_EDITOR_HEADER = 'x-visual-editor';
/**
 * The header through which proxy.ts hands the host's region id to API routes, overwriting whatever a client
 * sent. The proxy and the front end read it through the data gate's contract (lib/contract.ts).
 */
export const PROXY_REGION_HEADER = 'x-jobboard-region';
export const GRAPHQL_PATH = '/graphql';
/** docs/product.md §7: Apollo batches at most 10 operations; the endpoint refuses more. */
export const BATCH_MAX = 10;
export const BATCH_INTERVAL_MS = 10;

export type Frontend = { regionId: string; locale: string };

export function formatFrontendHeader(frontend: Frontend): string {
  return `${frontend.regionId};${frontend.locale}`;
}

/** Parses `franken;de`; null for anything else. */
export function parseFrontendHeader(value: string | null | undefined): Frontend | null {
  const match = /^([a-z][a-z0-9-]{0,62});([a-z]{2})$/.exec(value?.trim() ?? '');
  return match ? { regionId: match[1], locale: match[2] } : null;
}
