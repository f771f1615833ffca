import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { handleWithPageCache } from './page-cache-handler';
import { startProcessPageCache } from './process-page-cache';
import { readPageCacheSettings } from './page-cache-settings';
import type { Env } from '../../regions/env';

const INSTALLED = Symbol.for('regional-jobboard.page-cache-hook');
type Marked = { [INSTALLED]?: true };

/**
 * Puts the page cache in front of Next for every HTTP request of this process (docs/architecture.md, "Page
 * cache"), unless PAGE_CACHE=off. Installed once from instrumentation.ts, like the request guard
 * (lib/routing/request-guard.ts): it wraps the 'request' event of node:http servers, so a cached answer costs
 * no routing, proxy or render.
 */
export function installPageCache(env: Env = process.env): void {
  const settings = readPageCacheSettings(env);
  const marked = Server.prototype as unknown as Marked;
  if (!settings.enabled || marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const cache = startProcessPageCache(settings);
  const emit = Server.prototype.emit;
  // Overloads of EventEmitter.emit cannot be restated here; the arguments go through unchanged.
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]) as boolean;
    const [req, res] = args as [IncomingMessage, ServerResponse];
    if (settings.statsPath !== null && req.url === settings.statsPath) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(cache.store.stats()));
      return true;
    }
    handleWithPageCache(req, res, cache, () => Reflect.apply(emit, this, [event, ...args]));
    return true;
  } as Server['emit'];
}
