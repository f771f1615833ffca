import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** What a page answered, as the visitor received it, decoded. */
export type CapturedResponse = { status: number; headers: Record<string, string>; body: Buffer };

type WriteArgs = [chunk?: unknown, encoding?: unknown, callback?: unknown];

function asBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

function lowerCased(headers: OutgoingHttpHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** The headers object among writeHead's arguments (statusCode, statusMessage?, headers?), if one. */
function headersArgument(args: unknown[]): OutgoingHttpHeaders | undefined {
  const candidate = typeof args[1] === 'string' ? args[2] : args[1];
  return candidate && typeof candidate === 'object' && !Array.isArray(candidate)
    ? (candidate as OutgoingHttpHeaders)
    : undefined;
}

function decoded(body: Buffer, encoding: string | undefined): Buffer | null {
  switch (encoding ?? 'identity') {
    case 'identity':
      return body;
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return null;
  }
}

/**
 * Lets the response go to the visitor unchanged and keeps a copy when the proxy marked the page as one that
 * may be cached (`markHeader`, removed before the headers leave; `statusHeader` says "miss" instead). Resolves
 * with the copy when the page ends its response, null when it was not marked or the visitor left before. Compression (Next's own) sits in front of
 * these methods, so the copy is decoded here.
 */
export function captureResponse(
  res: ServerResponse,
  markHeader: string,
  statusHeader: string,
): Promise<CapturedResponse | null> {
  let marked = false;
  let headers: Record<string, string> = {};
  const chunks: Buffer[] = [];
  const { writeHead, write, end } = res;

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const extra = headersArgument(args);
    marked = res.hasHeader(markHeader) || Object.keys(extra ?? {}).some((name) => name.toLowerCase() === markHeader);
    res.removeHeader(markHeader);
    for (const name of Object.keys(extra ?? {})) if (name.toLowerCase() === markHeader) delete extra![name];
    if (marked) res.setHeader(statusHeader, 'miss');
    headers = { ...lowerCased(res.getHeaders()), ...lowerCased(extra) };
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as ServerResponse['writeHead'];

  // Kept after the call: a first write or end sends the headers, and so decides `marked`.
  res.write = function (this: ServerResponse, ...args: WriteArgs) {
    const result = Reflect.apply(write, this, args) as boolean;
    if (marked) keep(args);
    return result;
  } as ServerResponse['write'];

  let resolveCapture: (captured: CapturedResponse | null) => void = () => {};
  res.end = function (this: ServerResponse, ...args: WriteArgs) {
    const result = Reflect.apply(end, this, args) as ServerResponse;
    if (marked && typeof args[0] !== 'function') keep(args);
    // The body is whole now; kept before the visitor can ask again.
    resolveCapture(marked ? decodedCopy() : null);
    return result;
  } as ServerResponse['end'];

  function keep([chunk, encoding]: WriteArgs) {
    const buffer = asBuffer(chunk, encoding);
    if (buffer) chunks.push(buffer);
  }

  function decodedCopy(): CapturedResponse | null {
    try {
      const body = decoded(Buffer.concat(chunks), headers['content-encoding']);
      return body && { status: res.statusCode, headers, body };
    } catch {
      return null;
    }
  }

  return new Promise((resolve) => {
    resolveCapture = resolve;
    res.once('close', () => resolve(null));
  });
}
