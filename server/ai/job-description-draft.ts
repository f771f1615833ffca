import { builtinDraftSections } from './builtin-draft';
import { ChatCompletionError, streamChatCompletion } from './chat-completion-stream';
import type { DraftModelConfig } from './draft-config';
import { DraftHtmlStream } from './draft-html-stream';
import type { DraftFields, DraftLanguage } from './draft-fields';
import { draftMessages } from './draft-messages';
import { buildDraftMessages } from './draft-prompt';

export type DraftSource = 'ai' | 'builtin';
/** One part of a draft: sanitized HTML to append; the last part has done true (and may be empty). */
export type DraftChunk = { text: string; source: DraftSource; done: boolean };

/** Raw model output kept at most: 1500 tokens are some 6,000 characters; a model that ignores it is cut off. */
export const MAX_DRAFT_CHARS = 16_000;

/** A draft that could not be finished: the model server failed or was too slow. `message` is German. */
export class DraftFailedError extends Error {
  constructor(readonly reason: 'timeout' | 'upstream') {
    super(reason === 'timeout' ? draftMessages.timeout : draftMessages.upstream);
    this.name = 'DraftFailedError';
  }
}

/**
 * docs/product.md §1/§9 AI job description: from the posting's fields, streamed in sanitized parts. With a model
 * configured the text comes from its chat-completions endpoint (source 'ai'); without one, the built-in draft (source
 * 'builtin'). Ends quietly when `signal` aborts (the caller went away); throws DraftFailedError otherwise.
 */
export async function* draftJobDescription(
  fields: DraftFields,
  language: DraftLanguage,
  options: { config: DraftModelConfig | null; signal: AbortSignal },
): AsyncGenerator<DraftChunk> {
  if (!options.config) {
    for (const section of builtinDraftSections(fields, language)) {
      yield { text: section, source: 'builtin', done: false };
    }
    yield { text: '', source: 'builtin', done: true };
    return;
  }
  const html = new DraftHtmlStream();
  let received = 0;
  try {
    for await (const text of streamChatCompletion(
      options.config,
      buildDraftMessages(fields, language),
      options.signal,
    )) {
      const room = MAX_DRAFT_CHARS - received;
      received += text.length;
      const part = html.push(text.slice(0, room));
      if (part) yield { text: part, source: 'ai', done: false };
      // Leaving the loop cancels the model's request.
      if (received >= MAX_DRAFT_CHARS) break;
    }
  } catch (error) {
    if (!(error instanceof ChatCompletionError)) throw error;
    if (error.reason === 'aborted') return;
    throw new DraftFailedError(error.reason);
  }
  yield { text: html.end(), source: 'ai', done: true };
}
