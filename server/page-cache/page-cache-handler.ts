import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageCacheKey } from './cacheable-request';
import { captureResponse, type CapturedResponse } from './response-capture';
import { nonceOffsets, policyNonce, stampPolicy } from './nonce-stamp';
import { gzipWithNonce, packBody, plainWithNonce, type PackedBody } from './packed-body';
import { CACHEABLE_PAGE_HEADER, PAGE_CACHE_STATUS_HEADER, PAGE_RENDER_HEADER } from './page-cache-headers';
import type { CachedPage } from './page-cache-store';
import type { ProcessPageCache, RenderRecord } from './process-page-cache';
import { createNonce } from './script-nonce';

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  // Every answer carries its own nonce: no two are the same representation.
  'etag',
  PAGE_CACHE_STATUS_HEADER,
]);

/**
 * Answers a request from the page cache, or passes it on to Next (`passOn`) and stores what Next answers when
 * the proxy marked it cacheable (docs/architecture.md, "Page cache").
 */
export function handleWithPageCache(
  req: IncomingMessage,
  res: ServerResponse,
  cache: ProcessPageCache,
  passOn: () => void,
): void {
  // Only the cache may name a render: a token a client sends is dropped.
  delete req.headers[PAGE_RENDER_HEADER];
  const key = pageCacheKey(req.method, req.url, req.headers);
  if (!key) return passOn();
  const page = cache.store.get(key);
  if (page) return sendCached(req, res, page);
  if (req.method === 'HEAD') return passOn();
  answerOrRender({ req, res, cache, key, passOn });
}

/** One request for a page not in the cache, and how Next renders it. */
type Visit = {
  req: IncomingMessage;
  res: ServerResponse;
  cache: ProcessPageCache;
  key: string;
  passOn: () => void;
};

/** A page not in the cache: the answer of a render of it under way, or a render of its own in a slot. */
function answerOrRender(visit: Visit): void {
  const { cache, key } = visit;
  const waiting = cache.uncacheable.has(key) ? undefined : cache.inflight.get(key);
  if (!waiting) return renderInSlot(visit);
  // Another visitor's render of the same page is under way: its answer serves this one too.
  void waiting.then(() => {
    const rendered = cache.store.get(key);
    if (rendered) sendCached(visit.req, visit.res, rendered);
    else renderInSlot(visit);
  });
}

/**
 * Renders once one of the render slots is free (render-slots.ts, docs/architecture.md "Memory"). While it waited,
 * the page may have been stored or another render of it begun, and the visitor may have left.
 */
function renderInSlot(visit: Visit): void {
  const { req, res, cache, key } = visit;
  cache.slots.acquire((release) => {
    if (res.destroyed) return release();
    const page = cache.store.get(key);
    if (page) {
      release();
      return sendCached(req, res, page);
    }
    if (!cache.uncacheable.has(key) && cache.inflight.has(key)) {
      release();
      return answerOrRender(visit);
    }
    res.once('close', release);
    render(visit);
  });
}

function render({ req, res, cache, key, passOn }: Visit): void {
  const token = randomUUID();
  const record: RenderRecord = { tags: new Set(), onHit: [] };
  const mark = cache.store.mark();
  cache.renders.set(token, record);
  req.headers[PAGE_RENDER_HEADER] = token;
  // The first render of a page under way lets later requests for it wait (handleWithPageCache).
  const first = !cache.inflight.has(key) && !cache.uncacheable.has(key);
  let done = () => {};
  if (first) cache.inflight.set(key, new Promise<void>((resolve) => (done = resolve)));
  void captureResponse(res, CACHEABLE_PAGE_HEADER, PAGE_CACHE_STATUS_HEADER).then((captured) => {
    cache.renders.delete(token);
    const page = captured && cachedPageOf(captured, record);
    if (page) cache.store.put(key, page, mark);
    rememberCacheable(cache, key, page !== null);
    if (first) {
      cache.inflight.delete(key);
      done();
    }
  });
  passOn();
}

/** Most keys a process remembers as not storable; beyond, it starts over. */
const UNCACHEABLE_KEYS = 10_000;

function rememberCacheable(cache: ProcessPageCache, key: string, storable: boolean): void {
  if (storable) cache.uncacheable.delete(key);
  else {
    if (cache.uncacheable.size >= UNCACHEABLE_KEYS) cache.uncacheable.clear();
    cache.uncacheable.add(key);
  }
}

/** A page worth keeping: a whole 200 HTML page that sets no cookie. */
function cachedPageOf(captured: CapturedResponse, record: RenderRecord): Omit<CachedPage, 'storedAt'> | null {
  const { status, headers, body } = captured;
  if (status !== 200 || headers['set-cookie'] !== undefined || !headers['content-type']?.startsWith('text/html'))
    return null;
  const nonce = policyNonce(headers['content-security-policy']);
  const packed = packedOrNull(body, nonce);
  if (!packed) return null;
  return {
    status,
    headers: Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)),
    body: packed,
    nonce,
    tags: [...record.tags],
    onHit: record.onHit,
  };
}

/** The body kept compressed, cut at the nonce (packed-body.ts). */
function packedOrNull(body: Buffer, nonce: string | null): PackedBody | null {
  try {
    return packBody(body, nonce ? nonceOffsets(body, nonce) : [], nonce?.length ?? 0);
  } catch {
    // A nonce longer than a stored block: the page is answered, not kept.
    return null;
  }
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const fresh = createNonce();
  const headers: Record<string, string> = {};
  for (const [name, value] of page.headers) {
    headers[name] = name === 'content-security-policy' && page.nonce ? stampPolicy(value, page.nonce, fresh) : value;
  }
  // The page is kept compressed: gzip costs a splice, the plain body an inflate (packed-body.ts).
  const gzip = acceptsGzip(req);
  const body = gzip ? gzipWithNonce(page.body, fresh) : plainWithNonce(page.body, fresh);
  if (gzip) headers['content-encoding'] = 'gzip';
  if (!/accept-encoding/i.test(headers.vary ?? ''))
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  headers['content-length'] = String(body.length);
  headers[PAGE_CACHE_STATUS_HEADER] = 'hit';
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  if (page.onHit.length === 0) return;
  const requestHeaders = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) requestHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  for (const action of page.onHit) action(requestHeaders);
}
