// The endpoint's test helpers go first: they point getDb() at a test database before anything opens it.
import { signToken, useGraphQLFixtures } from '@/server/graphql/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { adFromPromptFacts, startChatTestServer, type ChatTestServer } from '@/server/ai/chat-server-testing';
import { type JobDescriptionDraftChunk, streamJobDescriptionDraft } from '@/lib/graphql/stream-job-description-draft';

/**
 * The wizard's draft stream end to end: the browser helper, the real /graphql route handler and a local model
 * server speaking OpenAI's streaming protocol.
 */
const t = useGraphQLFixtures();
let model: ChatTestServer;
beforeAll(async () => {
  model = await startChatTestServer();
  process.env.AI_DRAFT_URL = model.url;
});
afterAll(async () => {
  delete process.env.AI_DRAFT_URL;
  await model.close();
});

const throughRoute: typeof fetch = async (_url, init) => POST(new Request('http://localhost/graphql', init));

async function draft(signal?: AbortSignal, onChunk?: (chunk: JobDescriptionDraftChunk) => void) {
  const chunks: JobDescriptionDraftChunk[] = [];
  await streamJobDescriptionDraft({
    input: { title: 'Konditor (m/w/d)', locations: [{ label: 'Rosenheim', lat: 47.856, lon: 12.128 }] },
    language: 'de',
    signal,
    onChunk: (chunk) => {
      chunks.push(chunk);
      onChunk?.(chunk);
    },
    audience: { regionId: 'franken', locale: 'de', token: await signToken(t.fx.recruiter.id), visualEditor: false },
    fetch: throughRoute,
  });
  return chunks;
}

describe('the AI draft from the wizard helper through /graphql to a model server', () => {
  it('streams the model parts in order, sanitized', async () => {
    model.reply = { kind: 'stream', delayMs: 10, parts: ['<h2>Über uns</h2>', '<p onclick="x()">Backstube', '</p>'] };
    const chunks = await draft();
    expect(chunks).toEqual([
      { text: '<h2>Über uns</h2>', source: 'ai', done: false },
      { text: '<p>Backstube</p>', source: 'ai', done: false },
      { text: '', source: 'ai', done: true },
    ]);
    expect(model.requests.at(-1)!.body.messages![1].content).toContain('Arbeitsort: Rosenheim');
  });

  it('gives the end-to-end tests a draft written from the facts of the prompt', async () => {
    model.reply = adFromPromptFacts;
    const html = (await draft()).map((c) => c.text).join('');
    expect(html).toContain('<h2>Über uns</h2>');
    expect(html).toContain('<li>Stellentitel: Konditor (m/w/d)</li>');
    expect(html).toContain('<li>Arbeitsort: Rosenheim</li>');
  });

  it('stops the model when the recruiter presses stop', async () => {
    model.reply = { kind: 'stall', parts: ['<h2>Über uns</h2>'] };
    const controller = new AbortController();
    const chunks = await draft(controller.signal, () => controller.abort());
    expect(chunks.map((c) => c.text)).toEqual(['<h2>Über uns</h2>']);
    await expect.poll(() => model.requests.at(-1)!.aborted, { timeout: 5000 }).toBe(true);
  });
});
