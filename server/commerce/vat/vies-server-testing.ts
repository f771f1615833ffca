/**
 * A local VIES for tests: speaks the REST API of the EU's VAT number check (POST …/check-vat-number with
 * { countryCode, vatNumber } answers { countryCode, vatNumber, requestDate, valid, name, address, userError }).
 * Numbers in `registered` (prefix and number, "ATU12345675") are valid; a country in `down` answers as a member
 * state that is not reachable (MS_UNAVAILABLE); `failure` makes every answer fail as a broken service does.
 * Vitest tests and the end-to-end server (VIES_URL) use it, so no test reaches the real service.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ViesTestFailure =
  | { kind: 'status'; status: number }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** Sends nothing until the client goes away (a timeout is the only way out). */
  | { kind: 'stall' };

export type ViesTestServer = {
  /** The endpoint, e.g. http://127.0.0.1:40123/check-vat-number (what VIES_URL is set to). */
  url: string;
  registered: Set<string>;
  /** The company names VIES discloses per registered number; others answer "---" (not disclosed). */
  names: Map<string, string>;
  /** VIES country codes (EL for Greece) whose member state is down. */
  down: Set<string>;
  failure: ViesTestFailure | null;
  /** Every request that reached the server, in order. */
  requests: Array<{ countryCode: string; vatNumber: string }>;
  close(): Promise<void>;
};

const PATH = '/check-vat-number';

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Starts the server on 127.0.0.1, on `port` or a free one. */
export async function startViesTestServer(port = 0): Promise<ViesTestServer> {
  const state: ViesTestServer = {
    url: '',
    registered: new Set(),
    names: new Map(),
    down: new Set(),
    failure: null,
    requests: [],
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://vies').pathname !== PATH) {
        sendJson(res, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
        return;
      }
      let body: { countryCode?: unknown; vatNumber?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        body = {};
      }
      const { countryCode, vatNumber } = body;
      if (typeof countryCode !== 'string' || typeof vatNumber !== 'string') {
        // As VIES: a request it cannot read is an error of the whole action, not an answer about a number.
        sendJson(res, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
        return;
      }
      state.requests.push({ countryCode, vatNumber });
      const failure = state.failure;
      if (failure?.kind === 'stall') return;
      if (failure?.kind === 'status') {
        sendJson(res, failure.status, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
        return;
      }
      if (failure?.kind === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('<html>Service Unavailable</html>');
        return;
      }
      const key = `${countryCode}${vatNumber}`;
      const isDown = state.down.has(countryCode);
      const valid = !isDown && state.registered.has(key);
      sendJson(res, 200, {
        countryCode,
        vatNumber,
        requestDate: new Date().toISOString(),
        valid,
        name: valid ? (state.names.get(key) ?? '---') : '---',
        address: '---',
        userError: isDown ? 'MS_UNAVAILABLE' : valid ? 'VALID' : 'INVALID',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
