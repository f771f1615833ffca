/**
 * Requests to the real route handler as the front end and the proxy send them: signed session tokens, JSON and
 * multipart bodies with the site headers, sample files to upload, and compact reading of the answers.
 */
import { encode } from 'next-auth/jwt';
import { REGION, TEST_SECRET } from './environment-testing';
import { FRONTEND_HEADER, GRAPHQL_PATH, PROXY_REGION_HEADER } from './protocol';

/** A next-auth session JWT as the sign-in flow issues it (sub = user id). */
export function signToken(
  userId: string,
  options: { secret?: string; maxAge?: number; claims?: Record<string, unknown> } = {},
) {
  return encode({
    token: { sub: userId, ...options.claims },
    secret: options.secret ?? TEST_SECRET,
    maxAge: options.maxAge,
  });
}

export type RequestOptions = {
  token?: string | null;
  /** The host's site as the proxy passes it on (null: called directly, without the proxy). */
  region?: string | null;
  /** The docs/product.md §7 frontend header, e.g. 'franken;de' (null: not sent). */
  frontend?: string | null;
  headers?: Record<string, string>;
};

function requestHeaders(options: RequestOptions, contentType?: string): Headers {
  const headers = new Headers(options.headers);
  if (contentType) headers.set('content-type', contentType);
  const region = options.region === undefined ? REGION : options.region;
  if (region) headers.set(PROXY_REGION_HEADER, region);
  const frontend = options.frontend === undefined ? (region ? `${region};de` : null) : options.frontend;
  if (frontend) headers.set(FRONTEND_HEADER, frontend);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  return headers;
}

export type GraphQLBody = { query: string; variables?: Record<string, unknown>; operationName?: string };

/** A POST /graphql request with a JSON body (one operation, a batch, or raw text). */
export function jsonRequest(body: GraphQLBody | GraphQLBody[] | string, options: RequestOptions = {}): Request {
  return new Request(`http://localhost${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: requestHeaders(options, 'application/json'),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A GraphQL multipart request (`operations` + `map`) uploading one file as variable `file`. */
export function uploadRequest(
  file: { name: string; bytes: Uint8Array; type?: string },
  options: RequestOptions = {},
): Request {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([file.bytes as BlobPart], file.name, { type: file.type ?? 'application/octet-stream' }));
  return new Request(`http://localhost${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: requestHeaders(options),
    body: form,
  });
}

export const UPLOAD_MUTATION =
  'mutation Upload($file: File!) { uploadFile(file: $file) { id name mimeType size sha256 url } }';

export type GraphQLErrorJson = { message: string; extensions?: { code?: string; [key: string]: unknown } };
export type GraphQLResultJson = { data?: Record<string, unknown> | null; errors?: GraphQLErrorJson[] };

/** Sends a request to `handler` (the route's POST) and reads the JSON answer. */
export async function send(handler: (request: Request) => Promise<Response>, request: Request) {
  const response = await handler(request);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: json as GraphQLResultJson & GraphQLResultJson[],
  };
}

/** The smallest valid PDF, PNG and friends for upload tests. */
export const SAMPLE_FILES = {
  pdf: new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  ),
  text: new TextEncoder().encode('Das ist nur Text und kein PDF.\n'),
};

/** Runs one operation through the real route handler (app/graphql/route.ts POST). */
export async function gql(query: string, variables: Record<string, unknown> = {}, options: RequestOptions = {}) {
  const { POST } = await import('../../app/graphql/route');
  return send(POST, jsonRequest({ query, variables }, options));
}

/** The first error's code and message, for compact assertions. */
export function firstError(result: { json: GraphQLResultJson }) {
  const error = result.json.errors?.[0];
  return error ? { code: error.extensions?.code, message: error.message } : null;
}
