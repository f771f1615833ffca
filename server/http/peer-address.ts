import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The address of the socket a request came in on, for requests that reach `next start` directly (no proxy).
 *
 * A route handler cannot see the socket: Next hands it a fetch Request, and Next 16 (base-server.js,
 * `req.headers['x-forwarded-for'] ??= socket.remoteAddress`) fills X-Forwarded-For only when the client
 * sent none; a client-sent header arrives unchanged, neither overwritten nor appended to. So this hook on
 * Node's `http.server.request.start` diagnostics channel, which fires for every request before Next sees
 * it, writes the socket's address into a header of its own, replacing whatever the client sent there. A
 * per-process random tag in the value proves the hook wrote it: a request that came in before the hook
 * was installed, with a forged header, carries no valid tag and counts as "address unknown".
 */
export const PEER_ADDRESS_HEADER = 'x-jobs-peer-address';

type HookState = { tag: string };
const STATE_KEY = Symbol.for('jobs.peerAddressHook');
// On globalThis: instrumentation and route handlers are separate bundles of one process.
const holder = globalThis as typeof globalThis & { [STATE_KEY]?: HookState };

type RequestStart = { request: IncomingMessage; socket: Socket };

/** Installs the hook once per process (instrumentation.ts at start-up; clientIp as a fallback). */
export function installPeerAddressHeader(): void {
  if (holder[STATE_KEY]) return;
  const state: HookState = { tag: randomBytes(12).toString('base64url') };
  holder[STATE_KEY] = state;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    const address = socket?.remoteAddress;
    if (address) request.headers[PEER_ADDRESS_HEADER] = `${state.tag} ${address}`;
    else delete request.headers[PEER_ADDRESS_HEADER];
  });
}

/** The socket address the hook wrote into these headers, or null (no hook, no tag, or a forged value). */
export function readPeerAddress(headers: { get(name: string): string | null }): string | null {
  const state = holder[STATE_KEY];
  const value = headers.get(PEER_ADDRESS_HEADER);
  if (!state || !value) return null;
  const [tag, address, ...rest] = value.split(' ');
  return tag === state.tag && address && rest.length === 0 ? address : null;
}
