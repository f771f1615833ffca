import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installRequestGuard } from './request-guard';

/** A real HTTP server that behaves like Next: it sets the internal rewrite header and answers 200. */
let server: Server;
let port: number;

beforeAll(async () => {
  installRequestGuard();
  server = createServer((_req, res) => {
    res.setHeader('x-middleware-rewrite', '/franken/jobs');
    res.setHeader('content-type', 'text/plain');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: '/jobs' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('request guard', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])(
    'answers %s with a German 405 before the app',
    async (method) => {
      const res = await send(method);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(res.body).toContain('Anfrage nicht erlaubt');
    },
  );

  it.each(['GET', 'POST', 'OPTIONS'])('lets %s through without the internal rewrite header', async (method) => {
    const res = await send(method);
    expect(res.status).toBe(200);
    expect(res.body).toBe('ok');
    expect(res.headers).not.toHaveProperty('x-middleware-rewrite');
    expect(res.headers['content-type']).toBe('text/plain');
  });
});
