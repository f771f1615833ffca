import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One HTTP request as the scripted server received it. */
export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (an array for a batch). */
  body: unknown;
  /** Set when the client closed the connection before the server answered. */
  aborted: boolean;
};

/** What the server answers; `hang` never answers (the client has to give up). */
export type Reply = { status?: number; headers?: Record<string, string>; body?: string } | 'hang';
export type Script = (request: RecordedRequest) => Reply | Promise<Reply>;

type BatchItem = { operationName?: string; variables?: Record<string, unknown> };

/** Default script: answers every operation of a batch with `{ data: { echo: <operationName> } }`. */
export const echoScript: Script = (request) => ({
  body: JSON.stringify((request.body as BatchItem[]).map((op) => ({ data: { echo: op.operationName ?? null } }))),
});

/**
 * A real GraphQL-ish HTTP server on 127.0.0.1 with a random port, answering as each test scripts it,
 * so the browser link is exercised over a real socket rather than a mocked fetch.
 */
export async function startScriptedServer(initial: Script = echoScript) {
  let script = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the raw text
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        aborted: false,
      };
      requests.push(recorded);
      res.on('close', () => {
        if (!res.writableFinished) recorded.aborted = true;
      });
      const reply = await script(recorded);
      if (reply === 'hang') return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    setScript(next: Script) {
      script = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ScriptedServer = Awaited<ReturnType<typeof startScriptedServer>>;
