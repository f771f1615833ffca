import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forceCloseConnections, openRequestCount, stopAccepting, trackOpenRequests } from './open-requests';

// A real HTTP server of this process, as `next start` creates one before instrumentation.ts tracks it.
let server: Server;
let url: string;
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  trackOpenRequests();
  server = createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('schnell');
    new Promise<void>((resolve) => (releaseSlow = resolve)).then(() => res.end('fertig'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  forceCloseConnections();
  server.close();
});

describe('stopping an instance with a request in flight', () => {
  it('refuses new connections, answers the request in flight whole, then reports nothing open', async () => {
    expect(await (await fetch(`${url}/fast`)).text()).toBe('schnell');
    const slow = fetch(`${url}/slow`).then((response) => response.text());
    await expect.poll(openRequestCount).toBe(1);

    let stopped = false;
    const stopping = stopAccepting().then(() => (stopped = true));
    // A balancer's new connection is refused at once, so it takes the request to another instance.
    await expect(fetch(`${url}/fast`, { headers: { connection: 'close' } })).rejects.toThrow();
    expect(stopped).toBe(false);

    releaseSlow();
    expect(await slow).toBe('fertig');
    await stopping;
    expect(openRequestCount()).toBe(0);
  });
});
