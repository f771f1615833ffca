import { buildGraphQLHeaders, type GraphQLAudience } from '@/lib/apollo/request-headers';
import { GRAPHQL_PATH } from '@/lib/data/contract';
import type { JobPostingInput } from './generated/operations';

/** §9 draft languages (the contract's DraftLanguage). */
type DraftLanguage = 'de' | 'en' | 'fr';

/** One part of the draft (Subscription.jobDescriptionDraft): HTML to append, its source, whether it was the last. */
export type JobDescriptionDraftChunk = { text: string; source: 'ai' | 'builtin'; done: boolean };

export type StreamJobDescriptionDraftOptions = {
  input: JobPostingInput;
  language?: DraftLanguage;
  /** Aborting stops the draft; the promise then resolves quietly (§8). */
  signal?: AbortSignal;
  onChunk: (chunk: JobDescriptionDraftChunk) => void;
  /** Who asks (the §7 headers with the session token). */
  audience: GraphQLAudience;
};

const DRAFT = `subscription StreamedJobDescriptionDraft($input: JobPostingInput!, $language: DraftLanguage) {
  jobDescriptionDraft(input: $input, language: $language) { text source done }
}`;

type EventResult = {
  data?: { jobDescriptionDraft?: JobDescriptionDraftChunk } | null;
  errors?: Array<{ message: string }>;
};

/** The events of a server-sent event stream as they arrive: `event:` and `data:` of each block. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
      let end: number;
      while ((end = buffered.indexOf('\n\n')) !== -1) {
        const lines = buffered.slice(0, end).split('\n');
        buffered = buffered.slice(end + 2);
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).replace(/^ /, ''))
            .join('\n');
        if (lines.some((line) => line.startsWith('event:'))) yield { event: field('event'), data: field('data') };
      }
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * §9 job description draft over GraphQL-over-SSE (graphql-yoga): POSTs the subscription to /graphql with
 * `Accept: text/event-stream`, hands each `next` event's part to onChunk and ends at `complete`. Rejects with
 * the server's message when it refuses; resolves quietly when aborted.
 */
export async function streamJobDescriptionDraft({
  input,
  language,
  signal,
  onChunk,
  audience,
}: StreamJobDescriptionDraftOptions): Promise<void> {
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...buildGraphQLHeaders(audience) },
      body: JSON.stringify({ query: DRAFT, variables: { input, language } }),
      signal,
    });
    if (!response.ok || !response.body)
      throw new Error(`Response not successful: Received status code ${response.status}`);
    for await (const { event, data } of serverSentEvents(response.body)) {
      if (event === 'complete') return;
      if (event !== 'next') continue;
      const result = JSON.parse(data) as EventResult;
      if (result.errors?.length) throw new Error(result.errors[0].message);
      const chunk = result.data?.jobDescriptionDraft;
      if (chunk) onChunk(chunk);
    }
  } catch (error) {
    if (signal?.aborted) return;
    throw error;
  }
}
