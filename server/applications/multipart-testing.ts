import { createHash } from 'node:crypto';

/**
 * Test helper: an application form as a streamed multipart body, generated as it is read, so tests can send
 * files of 45 or 60 MB without holding them in memory. A file is `head` followed by zero bytes up to `size`.
 */
export type StreamedPart =
  { name: string; value: string } | { name: string; filename: string; head: Uint8Array; size: number };

const CHUNK = new Uint8Array(256 * 1024);
const encoder = new TextEncoder();

export function streamedForm(parts: StreamedPart[]) {
  const boundary = `----bewerbung${Math.random().toString(36).slice(2)}`;
  /** What each file's bytes hash to (sha256, hex), in order: to prove a file arrived whole. */
  const sha256: string[] = [];
  let bytesSent = 0;
  async function* generate(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      if ('value' in part) {
        yield encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        );
        continue;
      }
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      const hash = createHash('sha256').update(part.head);
      yield part.head;
      for (let sent = part.head.length; sent < part.size;) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, part.size - sent));
        hash.update(chunk);
        sent += chunk.length;
        yield chunk;
      }
      sha256.push(hash.digest('hex'));
      yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  const source = generate();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) return controller.close();
      bytesSent += next.value.length;
      controller.enqueue(next.value);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, sha256, bytesSent: () => bytesSent };
}

export const PDF_HEAD = encoder.encode('%PDF-1.7\n');
