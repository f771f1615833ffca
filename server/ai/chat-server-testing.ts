/**
 * A local model server for tests: speaks OpenAI's chat-completions protocol (POST /v1/chat/completions with
 * `stream: true` answers server-sent `data: {choices:[{delta:{content}}]}` lines and `data: [DONE]`). Each
 * request is recorded; the reply is set per test (parts, pauses, a failure status, a stall).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatReply =
  | { kind: 'stream'; parts: readonly string[]; delayMs?: number; done?: boolean }
  | { kind: 'status'; status: number; body?: string }
  /** Sends the first parts, then nothing more until the client goes away. */
  | { kind: 'stall'; parts: readonly string[] };

export type RecordedChatRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    temperature?: number;
    max_tokens?: number;
    messages?: Array<{ role: string; content: string }>;
  };
  /** Set when the client closed the connection before the reply ended. */
  aborted: boolean;
};

export type ChatTestServer = {
  /** The API base, e.g. http://127.0.0.1:40123/v1 (what AI_DRAFT_URL is set to). */
  url: string;
  requests: RecordedChatRequest[];
  reply: ChatReply;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deltaLine = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startChatTestServer(): Promise<ChatTestServer> {
  const state: ChatTestServer = {
    url: '',
    requests: [],
    reply: { kind: 'stream', parts: [] },
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record: RecordedChatRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as RecordedChatRequest['body'],
        aborted: false,
      };
      state.requests.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.aborted = true;
      });
      void answer(state.reply, res);
    });
  });
  async function answer(reply: ChatReply, res: import('node:http').ServerResponse) {
    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body ?? JSON.stringify({ error: { message: 'model not loaded' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
    for (const part of reply.parts) {
      if (res.destroyed) return;
      res.write(deltaLine(part));
      if (reply.kind === 'stream' && reply.delayMs) await sleep(reply.delayMs);
    }
    if (reply.kind === 'stall') return;
    if (reply.done !== false) res.write('data: [DONE]\n\n');
    res.end();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
