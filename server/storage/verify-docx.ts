import { DOCX, type DetectedType } from './detect-file-type';
import {
  MAX_CENTRAL_DIRECTORY_BYTES,
  MAX_EOCD_SEARCH,
  officeMainContentType,
  WORD_MACRO_MAIN,
  WORD_MAIN,
} from './office-container';
import type { FileStorage } from './storage';

/** The end of a ZIP kept in memory while it streams into storage: its directory is read from there. */
export const ZIP_TAIL_BYTES = MAX_CENTRAL_DIRECTORY_BYTES + MAX_EOCD_SEARCH;

/** Keeps the last `limit` bytes of a stream of chunks. */
export class TailKeeper {
  private chunks: Uint8Array[] = [];
  private kept = 0;
  size = 0;

  constructor(private readonly limit: number) {}

  push(chunk: Uint8Array): void {
    this.size += chunk.byteLength;
    this.chunks.push(chunk);
    this.kept += chunk.byteLength;
    while (this.chunks.length > 1 && this.kept - this.chunks[0].byteLength >= this.limit) {
      this.kept -= this.chunks[0].byteLength;
      this.chunks.shift();
    }
  }

  /** The kept bytes (at most `limit`) and where they start in the stream. */
  bytes(): { start: number; tail: Uint8Array } {
    const all = Buffer.concat(this.chunks);
    const tail = all.subarray(Math.max(0, all.length - this.limit));
    return { start: this.size - tail.length, tail };
  }
}

/** Bytes [offset, offset + length) of a stored object, read as a stream (no random access in FileStorage). */
async function readStoredRange(storage: FileStorage, key: string, offset: number, length: number) {
  const reader = (await storage.read(key)).getReader();
  const out: Uint8Array[] = [];
  let position = 0;
  let taken = 0;
  try {
    while (taken < length) {
      const next = await reader.read();
      if (next.done) break;
      const chunk = next.value;
      const from = Math.max(0, offset - position);
      position += chunk.byteLength;
      if (from >= chunk.byteLength) continue;
      const part = chunk.subarray(from, from + length - taken);
      out.push(part);
      taken += part.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(out);
}

/**
 * What a ZIP just stored really is: DOCX when its package declares a Word document as main part, otherwise
 * a label for the refusal (a Word file with macros, or any other ZIP). The directory comes from the kept
 * tail; only an entry before it is read back from storage.
 */
export async function verifyDocx(
  storage: FileStorage,
  key: string,
  kept: TailKeeper,
): Promise<{ ok: true; type: DetectedType } | { ok: false; detected: string; macros: boolean }> {
  const { start, tail } = kept.bytes();
  const main = await officeMainContentType(kept.size, async (offset, length) =>
    offset >= start
      ? tail.subarray(offset - start, offset - start + length)
      : readStoredRange(storage, key, offset, length),
  );
  if (main === WORD_MAIN) return { ok: true, type: DOCX };
  if (main === WORD_MACRO_MAIN) return { ok: false, detected: 'DOCM', macros: true };
  return { ok: false, detected: 'ZIP', macros: false };
}
