import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatTestServer, type ChatTestServer } from './chat-server-testing';
import type { DraftModelConfig } from './draft-config';
import type { DraftFields } from './draft-fields';
import { type DraftChunk, draftJobDescription, MAX_DRAFT_CHARS } from './job-description-draft';

let model: ChatTestServer;
let config: DraftModelConfig;
beforeAll(async () => {
  model = await startChatTestServer();
  config = { url: model.url, key: null, model: 'test', timeoutMs: 5000 };
});
afterAll(() => model.close());

const FIELDS: DraftFields = {
  title: 'Koch',
  organization: null,
  places: [],
  remoteOptions: [],
  employmentTypes: [],
  occupationalFields: [],
  fieldsOfStudy: [],
  degreeLevels: [],
  yearsOfExperience: null,
  salary: null,
  salaryRange: null,
  languages: [],
  skills: [],
  benefits: [],
  start: null,
  application: { workflow: null, emails: [], link: null },
};

async function collect(signal = new AbortController().signal) {
  const chunks: DraftChunk[] = [];
  for await (const chunk of draftJobDescription(FIELDS, 'de', { config, signal })) chunks.push(chunk);
  return chunks;
}

describe('draftJobDescription with a model server', () => {
  it(`keeps at most ${MAX_DRAFT_CHARS} characters of a model that does not stop, and stops it`, async () => {
    const paragraph = `<p>${'Wir backen. '.repeat(80)}</p>`;
    model.reply = { kind: 'stream', delayMs: 5, parts: Array.from({ length: 200 }, () => paragraph) };
    const chunks = await collect();
    const html = chunks.map((c) => c.text).join('');
    // The paragraph cut off at the limit is closed again by the sanitizer.
    expect(html.length).toBeLessThanOrEqual(MAX_DRAFT_CHARS + '</p>'.length);
    expect(html.endsWith('</p>')).toBe(true);
    expect(html.length).toBeGreaterThan(MAX_DRAFT_CHARS - 2 * paragraph.length);
    expect(chunks.at(-1)?.done).toBe(true);
    await expect.poll(() => model.requests.at(-1)?.aborted).toBe(true);
  });

  it('ends quietly, without an error, when the caller aborts', async () => {
    model.reply = { kind: 'stall', parts: ['<p>Anfang</p>'] };
    const controller = new AbortController();
    const chunks: DraftChunk[] = [];
    for await (const chunk of draftJobDescription(FIELDS, 'de', { config, signal: controller.signal })) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toEqual([{ text: '<p>Anfang</p>', source: 'ai', done: false }]);
    await expect.poll(() => model.requests.at(-1)?.aborted).toBe(true);
  });
});
