import { readBrowserSession } from '@/lib/apollo/browser-session';
import { MISSING_RESPONSE_MESSAGE } from '@/lib/apollo/checked-fetch';
import { buildGraphQLHeaders, type GraphQLAudience, visualEditorFromSearch } from '@/lib/apollo/request-headers';
import { GRAPHQL_PATH } from '@/lib/contract';
import { JOB_DESCRIPTION_DRAFT } from './documents/job-description-draft';
import type { DraftLanguage, JobDescriptionDraftSubscription, JobPostingInput } from './generated/operations';

/** One part of the draft: HTML to append (sanitized by the server), its source ('ai' or 'builtin'), the end. */
export type JobDescriptionDraftChunk = JobDescriptionDraftSubscription['jobDescriptionDraft'];

/** The server refused or ended the draft; `message` is its German text, `code` its extensions.code. */
export class JobDescriptionDraftError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'JobDescriptionDraftError';
  }
}

export type StreamJobDescriptionDraftOptions = {
  input: JobPostingInput;
  language?: DraftLanguage;
  /**
   * Aborting stops the draft (the server stops the model too); the promise then resolves quietly (docs/product.md §8).
   */
  signal?: AbortSignal;
  onChunk: (chunk: JobDescriptionDraftChunk) => void;
  /**
   * Who asks; in the browser the session ApolloClientProvider holds (same docs/product.md §7 headers as the Apollo
   * link).
   */
  audience?: GraphQLAudience;
  /** The endpoint (tests: a server's absolute URL). */
  uri?: string;
  fetch?: typeof fetch;
};

type EventResult = { data?: { jobDescriptionDraft?: JobDescriptionDraftChunk } | null; errors?: GraphQLErrorJson[] };
type GraphQLErrorJson = { message: string; extensions?: { code?: unknown } };

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function browserAudience(): GraphQLAudience {
  return { ...readBrowserSession(), visualEditor: visualEditorFromSearch(window.location.search) };
}

function failure(errors: GraphQLErrorJson[]): JobDescriptionDraftError {
  const [first] = errors;
  return new JobDescriptionDraftError(
    first.message,
    typeof first.extensions?.code === 'string' ? first.extensions.code : null,
  );
}

/** The `event:` and `data:` fields of each server-sent event, as the bytes arrive; comment lines (pings) skipped. */
async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal | undefined,
): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  // Stopping must end the response stream itself: that is what tells the server to stop the model.
  signal?.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
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
        if (lines.some((line) => line.startsWith('event:') || line.startsWith('data:'))) {
          yield { event: field('event') || 'message', data: field('data') };
        }
      }
    }
  } finally {
    // After `complete` or an error the rest is not needed: close the connection.
    void reader.cancel().catch(() => undefined);
  }
}

/** Reads the subscription's events into onChunk until `complete`; a GraphQL error ends it with that error. */
async function readDraftEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal | undefined,
  onChunk: (chunk: JobDescriptionDraftChunk) => void,
) {
  for await (const { event, data } of serverSentEvents(body, signal)) {
    if (event === 'complete') return;
    if (event !== 'next') continue;
    const result = JSON.parse(data) as EventResult;
    if (result.errors?.length) throw failure(result.errors);
    const chunk = result.data?.jobDescriptionDraft;
    if (chunk) onChunk(chunk);
  }
  throw new JobDescriptionDraftError(MISSING_RESPONSE_MESSAGE, null);
}

/**
 * docs/product.md §9 AI job description for the wizard: POSTs Subscription.jobDescriptionDraft to /graphql with
 * `Accept: text/event-stream` and the docs/product.md §7 headers of the Apollo link, and hands each part to `onChunk`
 * in order. Resolves after the last part (done true) or quietly when `signal` aborts; rejects with a
 * JobDescriptionDraftError carrying the server's German message, or the docs/product.md §8 wording for a failed
 * response.
 */
export async function streamJobDescriptionDraft({
  input,
  language,
  signal,
  onChunk,
  audience,
  uri = GRAPHQL_PATH,
  fetch: fetchImpl,
}: StreamJobDescriptionDraftOptions): Promise<void> {
  try {
    const response = await (fetchImpl ?? globalThis.fetch)(uri, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...buildGraphQLHeaders(audience ?? browserAudience()),
      },
      body: JSON.stringify({ query: JOB_DESCRIPTION_DRAFT, variables: { input, language } }),
      signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream') && response.body)
      return await readDraftEvents(response.body, signal, onChunk);
    const text = await response.text();
    const json = (() => {
      try {
        return JSON.parse(text) as EventResult;
      } catch {
        return null;
      }
    })();
    if (json?.errors?.length) throw failure(json.errors);
    throw new JobDescriptionDraftError(
      response.status >= 300
        ? `Response not successful: Received status code ${response.status}`
        : MISSING_RESPONSE_MESSAGE,
      null,
    );
  } catch (error) {
    if (isAbort(error) || signal?.aborted) return;
    throw error;
  }
}
