import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import messages from '@/messages/de.json';
import { noticePageHtml } from './notice-page';

/** Methods the site answers. Next turns every request into a fetch Request, which cannot hold TRACE or CONNECT (a 500). */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** Response headers of Next's own plumbing that name internal paths (`x-middleware-rewrite: /franken/jobs`). */
const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

const INSTALLED = Symbol.for('regional-jobboard.request-guard');
type Marked = { [INSTALLED]?: true };

/** The German 405 answer, sent before Next sees the request. */
export function refuseMethod(res: ServerResponse): void {
  const html = noticePageHtml(messages.badRequest.methodTitle, messages.badRequest.methodText);
  res.writeHead(405, {
    Allow: ALLOWED_METHODS.join(', '),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

/** Drops the internal headers from whatever Next sets on this response. */
export function hideInternalHeaders(res: ServerResponse): void {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    return INTERNAL_RESPONSE_HEADERS.has(String(name).toLowerCase()) ? this : setHeader.call(this, name, value);
  };
}

/**
 * Guards every HTTP request of this process in front of Next (which has no hook before its own request
 * parsing): unknown methods get a 405 instead of a 500, internal headers never leave. Installed once from
 * instrumentation.ts; it wraps the 'request' event of node:http servers.
 */
export function installRequestGuard(): void {
  const marked = Server.prototype as unknown as Marked;
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const emit = Server.prototype.emit;
  // Overloads of EventEmitter.emit cannot be restated here; the arguments go through unchanged.
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (!ALLOWED_METHODS.includes(req.method ?? '')) {
        refuseMethod(res);
        return true;
      }
      hideInternalHeaders(res);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Server['emit'];
}
