import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '@/lib/apollo/test-graphql-server';
import { type JobDescriptionDraftChunk, streamJobDescriptionDraft } from './stream-job-description-draft';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const audience = { regionId: 'rosenheim', locale: 'de', token: 'jwt-token', visualEditor: false };
const SSE = { 'content-type': 'text/event-stream' };
/** What graphql-yoga sends: a ping, `event: next` per result, `event: complete`. */
const sse = (...results: unknown[]) =>
  ':\n\n' + results.map((r) => `event: next\ndata: ${JSON.stringify(r)}\n\n`).join('') + 'event: complete\ndata:\n\n';
const part = (text: string, done = false) => ({ data: { jobDescriptionDraft: { text, source: 'ai', done } } });

async function stream(options: { signal?: AbortSignal } = {}) {
  const chunks: JobDescriptionDraftChunk[] = [];
  await streamJobDescriptionDraft({
    input: { title: 'Koch (m/w/d)' },
    language: 'de',
    onChunk: (chunk) => chunks.push(chunk),
    audience,
    uri: server.url,
    ...options,
  });
  return chunks;
}

describe('streamJobDescriptionDraft (docs/product.md §9 AI draft in the wizard)', () => {
  it('posts the subscription with the docs/product.md §7 headers and hands every part to onChunk in order', async () => {
    server.setScript(() => ({
      headers: SSE,
      body: sse(part('<h2>Über uns</h2>'), part('<p>Wir</p>'), part('', true)),
    }));
    const chunks = await stream();
    expect(chunks.map((c) => [c.text, c.done])).toEqual([
      ['<h2>Über uns</h2>', false],
      ['<p>Wir</p>', false],
      ['', true],
    ]);
    const request = server.requests.at(-1)!;
    expect(request.headers).toMatchObject({
      accept: 'text/event-stream',
      authorization: 'Bearer jwt-token',
      'x-frontend': 'rosenheim;de',
    });
    expect(request.body).toMatchObject({
      query: expect.stringContaining('jobDescriptionDraft(input: $input, language: $language)'),
      variables: { input: { title: 'Koch (m/w/d)' }, language: 'de' },
    });
  });

  it("rejects with the server's German message and code", async () => {
    const error = {
      message: 'Der KI-Dienst ist gerade nicht erreichbar.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    };
    server.setScript(() => ({ headers: SSE, body: sse(part('<h2>Über uns</h2>'), { data: null, errors: [error] }) }));
    await expect(stream()).rejects.toMatchObject({ message: error.message, code: 'SERVICE_UNAVAILABLE' });
  });

  it('rejects with the docs/product.md §8 wording when the answer is not a stream', async () => {
    server.setScript(() => ({ status: 502, body: 'Bad Gateway' }));
    await expect(stream()).rejects.toThrow('Response not successful: Received status code 502');
  });

  it('resolves quietly when stopped, and the request is cancelled', async () => {
    server.setScript(() => 'hang');
    const before = server.requests.length;
    const controller = new AbortController();
    const done = stream({ signal: controller.signal });
    await expect.poll(() => server.requests.length).toBe(before + 1);
    controller.abort();
    await expect(done).resolves.toEqual([]);
    await expect.poll(() => server.requests.at(-1)!.aborted).toBe(true);
  });
});
