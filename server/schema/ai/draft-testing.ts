/**
 * The AI draft subscription in tests: a local model server per file (AI_DRAFT_* reset after each test), the
 * subscription sent to the real route handler with `Accept: text/event-stream`, and its events read back.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startChatTestServer, type ChatTestServer } from '../../ai/chat-server-testing';
import { type GraphQLResultJson, jsonRequest, type RequestOptions, signToken } from '../../graphql/testing';

export type SseEvent = { event: string; data: string };

/** The events of one SSE body as they arrive; pings (comment lines) are skipped. */
export async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of body) {
    buffered += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) !== -1) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (lines.length === 0) continue;
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).trimStart())
          .join('\n');
      yield { event: field('event') || 'message', data: field('data') };
    }
  }
}

/** Every `next` payload of a finished subscription, and whether it ended with `complete`. */
export async function readSubscription(response: Response) {
  const results: GraphQLResultJson[] = [];
  let completed = false;
  for await (const event of sseEvents(response.body!)) {
    if (event.event === 'next') results.push(JSON.parse(event.data) as GraphQLResultJson);
    if (event.event === 'complete') completed = true;
  }
  return { results, completed };
}

/** A model server for the test file; AI_DRAFT_* and the recorded requests are reset after each test. */
export function useChatTestServer(): { readonly server: ChatTestServer } {
  const state = {} as { server: ChatTestServer };
  beforeAll(async () => {
    state.server = await startChatTestServer();
  });
  afterAll(() => state.server.close());
  afterEach(() => {
    for (const name of ['AI_DRAFT_URL', 'AI_DRAFT_MODEL', 'AI_DRAFT_KEY', 'AI_DRAFT_TIMEOUT_MS'])
      delete process.env[name];
    state.server.requests.length = 0;
  });
  return state;
}

export const DRAFT = `subscription Draft($input: JobPostingInput!, $language: DraftLanguage) {
  jobDescriptionDraft(input: $input, language: $language) { text source done }
}`;
export const INPUT = {
  title: 'Bäckereifachverkäufer (m/w/d)',
  organizationAssignment: 'Bäckerei Huber',
  locations: [
    { label: 'Rosenheim', lat: 47.856, lon: 12.128 },
    { label: 'Kolbermoor', lat: 47.85, lon: 12.07 },
  ],
  salary: { min: 2800, max: 3200, currencyCode: 'EUR', unit: 'month' },
  skillsFree: 'Freundlichkeit, Kassenerfahrung',
  yearsOfExperience: 2,
  applicationWorkflow: 'email',
  applicationEmails: ['jobs@baeckerei-huber.example'],
};

export function draftRequest(variables: Record<string, unknown>, options: RequestOptions = {}) {
  return jsonRequest(
    { query: DRAFT, variables },
    { ...options, headers: { accept: 'text/event-stream', ...options.headers } },
  );
}

export async function draftAs(user: { id: string } | null, variables: Record<string, unknown> = { input: INPUT }) {
  const token = user ? await signToken(user.id) : null;
  const { POST } = await import('../../../app/graphql/route');
  const response = await POST(draftRequest(variables, { token }));
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return readSubscription(response);
}

export type Chunk = { text: string; source: string; done: boolean };
export const chunksOf = (results: Array<{ data?: Record<string, unknown> | null }>) =>
  results.map((r) => r.data?.jobDescriptionDraft as Chunk);
