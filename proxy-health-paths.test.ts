// The load balancer probes each instance by its own address (docs/operations.md, "Health endpoints"): the health
// routes answer on the bare address as on every site, and nothing else of the API does there.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const get = (host: string, path: string) => proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }));

/** The proxy lets the request through to its route (NextResponse.next()). */
const passes = (response: Response) => response.headers.get('x-middleware-next') === '1';

describe('the health routes through the proxy', () => {
  it.each([
    ['127.0.0.1:4081', '/api/health'],
    ['127.0.0.1:4081', '/api/health/ready'],
    ['localhost:4080', '/api/health/ready'],
    ['franken.localhost:4080', '/api/health/ready'],
  ])('%s%s reaches the route', async (host, path) => {
    expect(passes(await get(host, path))).toBe(true);
  });

  it.each([
    ['127.0.0.1:4081', '/api/healthcheck'],
    ['127.0.0.1:4081', '/api/contact'],
    ['unbekannt.example', '/api/health/ready'],
  ])('%s%s is a 404 of the proxy', async (host, path) => {
    const response = await get(host, path);
    expect(passes(response)).toBe(false);
    expect(response.status).toBe(404);
  });
});
