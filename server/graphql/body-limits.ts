import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { MAX_UPLOAD_BYTES } from '../db/schema';
import { apiError } from './errors';
import { formatMessage, graphqlMessages } from './messages';

/** Room for the multipart envelope (operations, map, part headers) around one docs/product.md §5 maximum-size file. */
const MULTIPART_ENVELOPE_BYTES = 1024 * 1024;
export const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + MULTIPART_ENVELOPE_BYTES;
/** JSON and other bodies: a batch of 10 operations with variables fits many times over. */
export const MAX_JSON_BYTES = 1024 * 1024;

const tooLarge = (limit: number) =>
  apiError(
    'REQUEST_ENTITY_TOO_LARGE',
    formatMessage(graphqlMessages.errors.bodyTooLarge, { max: `${Math.round(limit / (1024 * 1024))} MB` }),
    {
      status: 413,
    },
  );

function limitFor(request: Request): number {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
    ? MAX_MULTIPART_BYTES
    : MAX_JSON_BYTES;
}

/** Passes the body on while counting; past the limit the stream fails, so the rest is never read. */
function limitBody(request: Request, limit: number, RequestCtor: typeof Request): Request {
  if (!request.body) return request;
  let read = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new RequestCtor(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}

/**
 * Request body limits with German answers (replaces Yoga's maxRequestBodySize): multipart requests may carry
 * one docs/product.md §5 maximum-size upload, everything else 1 MB. An announced Content-Length over the limit is
 * refused before reading; a body without one (chunked) is cut off as soon as it passes the limit.
 */
export function useRequestBodyLimits(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      const limit = limitFor(request);
      const length = request.headers.get('content-length');
      if (length !== null && (!/^\d+$/.test(length) || Number(length) > limit)) throw tooLarge(limit);
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => parse(limitBody(req, limit, Request)));
    },
  };
}

/**
 * A body that cannot be parsed (broken JSON, multipart without `operations`, …) is the client's fault: Yoga
 * reports some of these without an HTTP status (→ 200); this makes every one a 400, never a 200 or 500.
 * Broken JSON gets a German message and loses the `originalError` Yoga attaches (the parser's own words).
 */
export function useBadRequestOnParseError(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      const parse = requestParser;
      setRequestParser(async (request) => {
        try {
          return await parse(request);
        } catch (error) {
          const e = error as { name?: string; message?: string; extensions?: Record<string, unknown> };
          if (e?.name !== 'GraphQLError') throw error;
          const { originalError, ...extensions } = e.extensions ?? {};
          if (extensions.http && !originalError) throw error;
          const message = originalError ? graphqlMessages.errors.invalidJson : (e.message ?? 'Bad request');
          throw createGraphQLError(message, {
            extensions: { ...extensions, code: extensions.code ?? 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      });
    },
  };
}
