/**
 * A local model server for tests: speaks OpenAI's chat-completions protocol (POST /v1/chat/completions with
 * `stream: true` answers server-sent `data: {choices:[{delta:{content}}]}` lines and `data: [DONE]`). Each
 * request is recorded; the reply is set per test (parts, pauses, a failure status, a stall), or made from
 * the request (the end-to-end tests answer with the facts the prompt carries).
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
  reply: ChatReply | ((request: RecordedChatRequest) => ChatReply);
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deltaLine = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** Starts the server on 127.0.0.1, on `port` or a free one. */
export async function startChatTestServer(port = 0): Promise<ChatTestServer> {
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
      void answer(typeof state.reply === 'function' ? state.reply(record) : state.reply, res);
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/**
 * A reply for end-to-end tests: a short German job ad in the five sections, written from the facts of the
 * prompt (`- Label: value` lines), streamed in several parts.
 */
export function adFromPromptFacts(request: RecordedChatRequest): ChatReply {
  const prompt = request.body.messages?.find((m) => m.role === 'user')?.content ?? '';
  const facts = prompt
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => `<li>${line.slice(2).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</li>`);
  return {
    kind: 'stream',
    delayMs: 30,
    parts: [
      '<h2>Über uns</h2><p>Wir sind ein Betrieb aus der Region.</p>',
      '<h2>Ihre Aufgaben</h2><p>Sie arbeiten in unserem Team mit.</p>',
      `<h2>Ihr Profil</h2><ul>${facts.join('')}</ul>`,
      '<h2>Wir bieten</h2><p>Einen sicheren Arbeitsplatz.</p>',
      '<h2>Kontakt</h2><p>Wir freuen uns auf Ihre Bewerbung.</p>',
    ],
  };
}
