import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleWithPageCache } from './page-cache-handler';
import { CACHEABLE_PAGE_HEADER, PAGE_RENDER_HEADER } from './page-cache-headers';
import { startProcessPageCache, tagRender, type ProcessPageCache } from './process-page-cache';
import { RenderSlots } from './render-slots';
import { createNonce } from './script-nonce';

/**
 * The page cache in front of a stand-in for Next on a real HTTP server: the stand-in renders like a page behind
 * the proxy (a fresh nonce in the policy and on the scripts, the proxy's mark on cacheable pages, tags through
 * the render token) and counts its renders.
 */
let server: Server;
let origin: string;
let renders: number;
/** How many renders other visitors could wait for, seen by each render. */
let waitable: number[];
let cache: ProcessPageCache;
/** Renders of `/slow…` end when the test settles this. */
let slowGate: Promise<void>;

function renderPage(req: IncomingMessage, res: ServerResponse) {
  renders++;
  waitable.push(cache.inflight.size);
  const nonce = createNonce();
  const url = req.url ?? '/';
  // The page tags itself under the token the cache gave its request (as lib/data/page-cache-tags.ts does).
  const token = req.headers[PAGE_RENDER_HEADER];
  tagRender(typeof token === 'string' ? token : null, [url.startsWith('/job/') ? 'job:1' : 'jobs:franken']);
  res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', `"render-${renders}"`);
  if (!url.startsWith('/user')) res.setHeader(CACHEABLE_PAGE_HEADER, '1');
  if (url.startsWith('/cookie')) res.setHeader('Set-Cookie', 'a=b');
  const html = `<html><body><p>${'Stellenangebote '.repeat(100)} #${renders}</p><script nonce="${nonce}">1</script></body></html>`;
  if (/gzip/.test(String(req.headers['accept-encoding'])) && url.includes('compressed')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(html));
    return;
  }
  res.statusCode = url.startsWith('/missing') ? 404 : 200;
  res.write(html.slice(0, 50));
  if (url.startsWith('/slow')) void slowGate.then(() => res.end(html.slice(50)));
  else res.end(html.slice(50));
}

beforeEach(async () => {
  renders = 0;
  waitable = [];
  slowGate = Promise.resolve();
  // The process's cache, which tagRender (the pages' side) finds on globalThis.
  cache = startProcessPageCache({ maxBytes: 1e7, maxAgeMs: 60_000, renderSlots: 4 });
  cache.slots = new RenderSlots(4);
  cache.store.clear();
  cache.uncacheable.clear();
  server = createServer((req, res) => handleWithPageCache(req, res, cache, () => renderPage(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });

/** The answer as it arrives on the wire, undecoded. */
function rawGet(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ headers: IncomingMessage['headers']; bytes: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function scriptNonce(html: string) {
  return /<script nonce="([^"]+)">/.exec(html)?.[1];
}

describe('the page cache in front of the pages', () => {
  it('renders an anonymous page once and serves it again with a fresh nonce in policy and scripts', async () => {
    const first = await get('/jobs');
    const firstHtml = await first.text();
    const second = await get('/jobs');
    const secondHtml = await second.text();
    expect(renders).toBe(1);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(first.headers.has(CACHEABLE_PAGE_HEADER)).toBe(false);
    expect(second.headers.has(CACHEABLE_PAGE_HEADER)).toBe(false);
    const nonces = [scriptNonce(firstHtml), scriptNonce(secondHtml)];
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(second.headers.get('content-security-policy')).toBe(
      `script-src 'self' 'nonce-${nonces[1]}' 'strict-dynamic'`,
    );
    expect(secondHtml.replace(nonces[1]!, nonces[0]!)).toBe(firstHtml);
  });

  it('never serves a cached page to a signed-in visitor, and never stores what one sees', async () => {
    await get('/jobs');
    const signedIn = await get('/jobs', { cookie: 'next-auth.session-token=abc' });
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    await get('/job/1', { cookie: 'next-auth.session-token=abc' });
    expect((await get('/job/1')).headers.get('x-page-cache')).toBe('miss');
    expect(renders).toBe(4);
  });

  it('stores only whole 200 HTML pages the proxy marked, without cookies', async () => {
    for (const path of ['/user/konto', '/missing', '/cookie']) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(6);
  });

  it('a purge of a tag drops the pages showing it, the next visitor gets a new render', async () => {
    await get('/jobs');
    await get('/job/1');
    cache.store.purge(['job:1']);
    expect(await (await get('/job/1')).text()).toContain('#3');
    expect(await (await get('/jobs')).text()).toContain('#1');
  });

  it('keeps pages Next compressed and compresses hits for clients that accept it', async () => {
    await get('/compressed', { 'accept-encoding': 'gzip' });
    const hit = await get('/compressed', { 'accept-encoding': 'gzip' });
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(await hit.text()).toContain('Stellenangebote');
    const plain = await get('/compressed', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('#1');
  });

  it.each([
    { client: 'a browser', acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'gzip' },
    { client: 'a client without gzip', acceptEncoding: 'identity', encoding: undefined },
    { client: 'a client that names no encoding', acceptEncoding: undefined, encoding: undefined },
  ])('answers $client from the stored page with a fresh nonce and its exact length', async (row) => {
    const headers: Record<string, string> = row.acceptEncoding ? { 'accept-encoding': row.acceptEncoding } : {};
    const rendered = await (await get('/jobs')).text();
    const hit = await rawGet('/jobs', headers);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe(row.encoding);
    expect(hit.headers['content-length']).toBe(String(hit.bytes.length));
    expect(hit.headers.vary).toMatch(/Accept-Encoding/);
    // The render's ETag named the render's nonce; every answer from the cache has its own.
    expect(hit.headers.etag).toBeUndefined();
    const html = (row.encoding === 'gzip' ? gunzipSync(hit.bytes) : hit.bytes).toString();
    const fresh = scriptNonce(html)!;
    expect(fresh).not.toBe(scriptNonce(rendered));
    expect(hit.headers['content-security-policy']).toContain(`'nonce-${fresh}'`);
    expect(html).toBe(rendered.replace(scriptNonce(rendered)!, fresh));
    const head = await rawGet('/jobs', headers, 'HEAD');
    expect(head.headers['content-length']).toBe(String(hit.bytes.length));
  });

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/jobs?page=2').then((r) => r.text())));
    expect(renders).toBe(1);
    expect(new Set(answers.map(scriptNonce)).size).toBe(5);
  });

  it('lets visitors of a page it may not store render at once, without waiting for each other', async () => {
    await get('/user/konto');
    await Promise.all([get('/user/konto'), get('/user/konto')]);
    expect(renders).toBe(3);
    // The first render could be waited for (nothing was known of the page yet), the later ones not.
    expect(waitable).toEqual([1, 0, 0]);
  });

  it('renders only as many pages at once as it has slots, answering stored pages meanwhile', async () => {
    cache.slots = new RenderSlots(1);
    await get('/jobs');
    let finish = () => {};
    slowGate = new Promise<void>((resolve) => (finish = resolve));
    const slow = get('/slow');
    await expect.poll(() => renders).toBe(2);
    const queued = get('/jobs?page=3');
    await expect.poll(() => cache.slots.queued).toBe(1);
    const hit = await get('/jobs');
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(renders).toBe(2);
    finish();
    expect((await slow).status).toBe(200);
    expect((await queued).headers.get('x-page-cache')).toBe('miss');
    expect(renders).toBe(3);
  });

  it('answers HEAD from the cache without a body', async () => {
    await get('/jobs');
    const head = await fetch(`${origin}/jobs`, { method: 'HEAD' });
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('drops a render token a client sends', async () => {
    const res = await get('/user/konto', { [PAGE_RENDER_HEADER]: 'forged' });
    expect(res.status).toBe(200);
    expect(cache.renders.size).toBe(0);
  });
});
