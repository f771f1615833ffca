/**
 * A local stand-in for every analytics address a test may reach (docs/architecture.md "Consent and analytics"):
 * gtag.js (a small tag that keeps Google's command queue contract: consent, config, event, and sends GA4-style
 * hits only with analytics_storage granted, setting _ga cookies as the real tag does), the tag's collection
 * (/g/collect), the Measurement Protocol (/mp/collect), the conversion API (/conversions) and the custom services'
 * scripts (/services/<name>.js). Vitest tests and the end-to-end server (GA4_TAG_URL, GA4_TRANSPORT_URL,
 * GA4_MP_URL, CONVERSION_API_URL, JOBWARE_SCRIPT_URL, SOCIALTELLIGENCE_SCRIPT_URL) use it, so no test reaches
 * the internet.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The body parsed as JSON where it is JSON, else the text. */
  body: unknown;
};

export type AnalyticsTestServer = {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** Answer the Measurement Protocol and the conversion API with this status (default 204 / 200). */
  failWith: number | null;
  close(): Promise<void>;
};

/** The stand-in tag: Google's dataLayer contract, just enough to see what a page asks the tag to do. */
const TAG = String.raw`(function () {
  var script = document.currentScript;
  var transport = new URL(script.src).origin;
  var layer = (window.dataLayer = window.dataLayer || []);
  var consent = { analytics_storage: 'denied' };
  var ids = [];
  function clientId() {
    var found = /(?:^|; )_ga=GA1\.1\.([^;]+)/.exec(document.cookie);
    return found ? found[1] : String(Math.floor(Math.random() * 1e9)) + '.' + Math.floor(Date.now() / 1000);
  }
  function remember(id) {
    var cid = clientId();
    var age = '; max-age=63072000; path=/; samesite=lax';
    document.cookie = '_ga=GA1.1.' + cid + age;
    document.cookie = '_ga_' + id.slice(2) + '=GS1.1.' + Math.floor(Date.now() / 1000) + age;
  }
  function send(id, name, params) {
    if (consent.analytics_storage !== 'granted') return;
    var query = new URLSearchParams({ v: '2', tid: id, en: name, cid: clientId() });
    Object.keys(params || {}).forEach(function (key) {
      if (key !== 'send_to') query.set('ep.' + key, String(params[key]));
    });
    var url = transport + '/g/collect?' + query;
    if (!navigator.sendBeacon(url)) fetch(url, { method: 'POST', keepalive: true, mode: 'no-cors' });
  }
  function run(command) {
    var args = Array.prototype.slice.call(command);
    if (args[0] === 'consent') Object.assign(consent, args[2]);
    if (args[0] === 'config') {
      var options = args[2] || {};
      if (options.transport_url) transport = options.transport_url;
      ids.push(args[1]);
      if (consent.analytics_storage === 'granted') remember(args[1]);
      if (options.send_page_view !== false) send(args[1], 'page_view', {});
    }
    if (args[0] === 'event') {
      var target = args[2] && args[2].send_to;
      (target ? [target] : ids).forEach(function (id) { send(id, args[1], args[2]); });
    }
  }
  layer.forEach(run);
  layer.push = function (command) {
    Array.prototype.push.call(layer, command);
    run(command);
    return layer.length;
  };
})();`;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Starts the stand-in on 127.0.0.1, on `port` or a free one. */
export async function startAnalyticsTestServer(port = 0): Promise<AnalyticsTestServer> {
  const state: AnalyticsTestServer = { origin: '', requests: [], failWith: null, close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      state.requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: parse(Buffer.concat(chunks).toString('utf8')),
      });
      const script = (body: string) => {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
        res.end(body);
      };
      if (url.pathname === '/gtag/js') return script(TAG);
      if (url.pathname.startsWith('/services/'))
        return script(`window.standInService = ${JSON.stringify(url.pathname)};`);
      if (url.pathname === '/g/collect') {
        // Sent by the page: the browser needs CORS only to read the answer, which nobody does.
        res.writeHead(204, { 'access-control-allow-origin': '*' });
        return res.end();
      }
      if (url.pathname === '/mp/collect') {
        res.writeHead(state.failWith ?? 204);
        return res.end();
      }
      if (url.pathname === '/conversions') {
        res.writeHead(state.failWith ?? 200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ events_received: 1 }));
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

/** The environment that points a server at the stand-in. */
export function analyticsTestEnv(origin: string): Record<string, string> {
  return {
    GA4_TAG_URL: `${origin}/gtag/js`,
    GA4_TRANSPORT_URL: origin,
    GA4_MP_URL: `${origin}/mp/collect`,
    CONVERSION_API_URL: `${origin}/conversions`,
    JOBWARE_SCRIPT_URL: `${origin}/services/jobware.js?kunde={customerId}`,
    SOCIALTELLIGENCE_SCRIPT_URL: `${origin}/services/socialtelligence.js?id={customerId}`,
  };
}
