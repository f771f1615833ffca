import { DRAFT_MAX_TOKENS, DRAFT_TEMPERATURE, type DraftModelConfig } from './draft-config';

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** Why a completion ended without [DONE]: too slow, the model server failed, or the caller went away. */
export type ChatFailure = 'timeout' | 'upstream' | 'aborted';

export class ChatCompletionError extends Error {
  constructor(
    readonly reason: ChatFailure,
    detail: string,
  ) {
    super(`chat completion ${reason}: ${detail}`);
    this.name = 'ChatCompletionError';
  }
}

type StreamDelta = { choices?: Array<{ delta?: { content?: unknown } }> };

/** The text of one `data:` line of the stream; null for lines that carry none (role-only deltas, comments). */
function deltaText(data: string): string | null {
  let parsed: StreamDelta;
  try {
    parsed = JSON.parse(data) as StreamDelta;
  } catch {
    throw new ChatCompletionError('upstream', 'unparsable stream line');
  }
  const content = parsed.choices?.[0]?.delta?.content;
  return typeof content === 'string' && content !== '' ? content : null;
}

/** Server-sent event lines of a response body, split on LF or CRLF however the bytes arrive. */
async function* eventLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of body) {
    buffered += decoder.decode(bytes, { stream: true });
    const lines = buffered.split(/\r?\n/);
    buffered = lines.pop() ?? '';
    yield* lines;
  }
  buffered += decoder.decode();
  if (buffered) yield buffered;
}

/**
 * Streams the text of one chat completion (OpenAI's protocol, `stream: true`): every `data: {choices:[{delta:
 * {content}}]}` line's content in order until `data: [DONE]`. docs/product.md §9 temperature 0.5 and at most 1500
 * tokens. Ends with a ChatCompletionError when the model server fails, the timeout passes or `signal` aborts; the
 * request to the model server is cancelled in each case.
 */
export async function* streamChatCompletion(
  config: DraftModelConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  const failure = (): ChatCompletionError =>
    signal.aborted
      ? new ChatCompletionError('aborted', 'caller went away')
      : new ChatCompletionError('timeout', `no complete answer within ${config.timeoutMs} ms`);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (config.key) headers.authorization = `Bearer ${config.key}`;

  let response: Response;
  try {
    response = await fetch(`${config.url}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: config.model,
        messages,
        stream: true,
        temperature: DRAFT_TEMPERATURE,
        max_tokens: DRAFT_MAX_TOKENS,
      }),
      signal: combined,
    });
  } catch (error) {
    if (combined.aborted) throw failure();
    throw new ChatCompletionError('upstream', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new ChatCompletionError('upstream', `status ${response.status}`);
  }
  try {
    for await (const line of eventLines(response.body)) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const text = deltaText(data);
      if (text !== null) yield text;
    }
  } catch (error) {
    if (combined.aborted) throw failure();
    if (error instanceof ChatCompletionError) throw error;
    throw new ChatCompletionError('upstream', error instanceof Error ? error.message : String(error));
  } finally {
    // Also when the consumer stops early: the model server stops generating for nobody.
    await response.body.cancel().catch(() => undefined);
  }
  throw new ChatCompletionError('upstream', 'stream ended without [DONE]');
}
