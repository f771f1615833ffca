/** Reading a GraphQL subscription answered over server-sent events (Yoga: `event: next` / `event: complete`). */
import type { GraphQLResultJson } from '../../graphql/testing';

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
