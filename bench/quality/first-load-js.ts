import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export type FirstLoadJs = { status: number; scripts: number; rawBytes: number; gzipBytes: number };

/**
 * The JavaScript a browser loads to show a page: every script Chromium requests until the network is idle
 * (so `nomodule` polyfills a modern browser skips are not counted, and chunks the page pulls in are),
 * each gzipped at the default level, as a server sends it. A fresh context, so nothing comes from a cache.
 */
export async function measureFirstLoadJs(browser: Browser, url: string): Promise<FirstLoadJs> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies.values());
    return {
      status: response?.status() ?? 0,
      scripts: all.length,
      rawBytes: all.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: all.reduce((sum, body) => sum + gzipSync(body).length, 0),
    };
  } finally {
    await context.close();
  }
}
