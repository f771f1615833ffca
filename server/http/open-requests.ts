import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

/*
 * The HTTP servers of this process and the requests they are answering, for a graceful shutdown
 * (graceful-shutdown.ts). `next start` creates its server before instrumentation.ts runs and keeps it to
 * itself, so the servers are learnt from their own events, as the request guard and the page cache hook in
 * (lib/routing/request-guard.ts): the first connection names its server.
 */

type Tracker = { servers: Set<Server>; open: number; closing: boolean; whenIdle: Set<() => void> };

const TRACKER = Symbol.for('regional-jobboard.open-requests');
type Marked = { [TRACKER]?: Tracker };

function tracker(): Tracker {
  const marked = Server.prototype as unknown as Marked;
  marked[TRACKER] ??= { servers: new Set(), open: 0, closing: false, whenIdle: new Set() };
  return marked[TRACKER];
}

function requestEnded(state: Tracker): void {
  state.open -= 1;
  if (state.open > 0) return;
  for (const resolve of state.whenIdle) resolve();
  state.whenIdle.clear();
}

/** Counts every request of every node:http server in this process until its response is done. Installed once. */
export function trackOpenRequests(): void {
  const marked = Server.prototype as unknown as Marked;
  if (marked[TRACKER]) return;
  const state = tracker();
  const emit = Server.prototype.emit;
  // Overloads of EventEmitter.emit cannot be restated here; the arguments go through unchanged.
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'connection' || event === 'request') state.servers.add(this);
    if (event === 'request') {
      const res = args[1] as ServerResponse<IncomingMessage>;
      state.open += 1;
      // A request that still arrives on a kept-alive connection is answered, and that connection then ends.
      if (state.closing && !res.headersSent) res.setHeader('Connection', 'close');
      // Next itself puts up to ten 'close' listeners on a streamed response, Node's default warning limit.
      res.setMaxListeners(res.getMaxListeners() + 1);
      res.once('close', () => requestEnded(state));
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Server['emit'];
}

/** Requests being answered now. */
export function openRequestCount(): number {
  return tracker().open;
}

/**
 * Stops accepting connections and ends the idle kept-alive ones; resolves when the requests in flight have
 * been answered. Connections that are then still open are idle and end with forceCloseConnections().
 */
export async function stopAccepting(): Promise<void> {
  const state = tracker();
  state.closing = true;
  for (const server of state.servers) {
    server.close(() => undefined);
    server.closeIdleConnections();
  }
  if (state.open > 0) await new Promise<void>((resolve) => state.whenIdle.add(resolve));
}

/** Ends every connection left, busy or not: the last step once in-flight work is done or the time is up. */
export function forceCloseConnections(): void {
  for (const server of tracker().servers) server.closeAllConnections();
}
