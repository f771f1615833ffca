// Security review: proxy.ts runs on /api/* and /graphql, and Next copies every body that passes a proxy,
// cutting it at experimental.proxyClientMaxBodySize (10 MB unless next.config.ts says otherwise). This runs
// Next's own copying code with our setting.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { getCloneableBody } from 'next/dist/server/body-streams';
import { describe, expect, it } from 'vitest';
import config from '@/next.config';
import { MAX_APPLICATION_BODY_BYTES } from '@/server/applications/receive-application-form';
import { MAX_MULTIPART_BYTES } from '@/server/graphql/body-limits';

const MB = 1024 * 1024;
// The running server's config: the one `next start` reads.
const limit = (await config(PHASE_PRODUCTION_SERVER)).experimental?.proxyClientMaxBodySize;

function* zeros(size: number): Generator<Buffer> {
  const chunk = Buffer.alloc(256 * 1024);
  for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
}

/** How many bytes of a `size` body reach the route handler after the proxy ran. */
async function bytesAfterProxy(size: number, sizeLimit: number | undefined): Promise<number> {
  const request = Readable.from(zeros(size), { objectMode: false }) as unknown as IncomingMessage;
  const body = getCloneableBody(request, sizeLimit);
  // The proxy's copy: proxy.ts never reads the body.
  body.cloneBodyStream().resume();
  await body.finalize();
  let arrived = 0;
  for await (const chunk of request as unknown as AsyncIterable<Buffer>) arrived += chunk.length;
  return arrived;
}

describe('the proxy body limit (next.config.ts)', () => {
  it('lets a 50 MB upload pass the proxy whole, which the framework default cut at 10 MB', async () => {
    expect(await bytesAfterProxy(50 * MB, typeof limit === 'number' ? limit : undefined)).toBe(50 * MB);
    expect(await bytesAfterProxy(50 * MB, undefined)).toBe(10 * MB);
  });

  it('lies above the application and GraphQL limits, so those answer with their German 413 before Next cuts', () => {
    expect(typeof limit).toBe('number');
    expect(limit).toBeGreaterThan(MAX_APPLICATION_BODY_BYTES);
    expect(limit).toBeGreaterThan(MAX_MULTIPART_BYTES);
  });
});
