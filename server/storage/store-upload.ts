import { createHash, randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '../db/schema';
import {
  type DetectedType,
  detectFileType,
  DOCX,
  isMacroWordName,
  SNIFF_BYTES,
  typeForFileName,
  ZIP,
} from './detect-file-type';
import type { FileStorage } from './storage';
import { TailKeeper, verifyDocx, ZIP_TAIL_BYTES } from './verify-docx';

/** What an upload offers: a Web File (multipart) has exactly these. */
export type UploadSource = { name: string; size: number; stream(): ReadableStream<Uint8Array> };

export type StoredUpload = {
  storageKey: string;
  originalName: string;
  type: DetectedType;
  sizeBytes: number;
  sha256: string;
};

export type UploadRejection =
  'tooLarge' | 'empty' | 'unsupportedType' | 'unsupportedExtension' | 'typeMismatch' | 'macroDocument';

/** An upload refused for what it is (not a failure of the server); `reason` picks the German message. */
export class UploadRejectedError extends Error {
  constructor(
    readonly reason: UploadRejection,
    readonly detail: { expected?: string; detected?: string } = {},
  ) {
    super(`Upload rejected: ${reason}`);
    this.name = 'UploadRejectedError';
  }
}

const MAX_NAME_LENGTH = 200;

/** The name as shown to people: no folders, no control characters, at most 200 characters (ending kept). */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= MAX_NAME_LENGTH) return base || 'datei';
  const dot = base.lastIndexOf('.');
  const ending = dot > 0 && base.length - dot <= 6 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - ending.length) + ending;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * docs/product.md §5 upload pipeline: checks the name's ending and the announced size before reading, reads only the
 * first bytes to detect the type from the content, then streams the rest into storage while hashing and counting,
 * aborting past `maxBytes` (the announced size may lie). A .docx is a ZIP: once stored, its package must
 * declare a Word document without macros (verify-docx.ts). Nothing is left in storage when it fails.
 */
export async function storeUpload(
  storage: FileStorage,
  source: UploadSource,
  options: { maxBytes?: number; now?: Date } = {},
): Promise<StoredUpload> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const originalName = cleanFileName(source.name);
  if (isMacroWordName(originalName)) throw new UploadRejectedError('macroDocument');
  const expected = typeForFileName(originalName);
  if (!expected) throw new UploadRejectedError('unsupportedExtension');
  if (source.size > maxBytes) throw new UploadRejectedError('tooLarge');

  const reader = source.stream().getReader();
  try {
    let head: Uint8Array = new Uint8Array(0);
    let ended = false;
    while (head.length < SNIFF_BYTES) {
      const next = await reader.read();
      if (next.done) {
        ended = true;
        break;
      }
      head = concat(head, next.value);
    }
    if (head.length === 0) throw new UploadRejectedError('empty');
    const detected = detectFileType(head);
    if (!detected) throw new UploadRejectedError('unsupportedType');
    // A .docx starts like any ZIP; what it holds is checked once it is stored (its directory is at the end).
    const pendingDocx = detected === ZIP && expected === DOCX;
    if (detected.mimeType !== expected.mimeType && !pendingDocx) {
      throw new UploadRejectedError('typeMismatch', { expected: expected.label, detected: detected.label });
    }

    const hash = createHash('sha256');
    const zipTail = pendingDocx ? new TailKeeper(ZIP_TAIL_BYTES) : null;
    let size = 0;
    const take = (chunk: Uint8Array): Uint8Array => {
      size += chunk.byteLength;
      if (size > maxBytes) throw new UploadRejectedError('tooLarge');
      hash.update(chunk);
      zipTail?.push(chunk);
      return chunk;
    };
    async function* chunks(): AsyncGenerator<Uint8Array> {
      yield take(head);
      while (!ended) {
        const next = await reader.read();
        if (next.done) break;
        yield take(next.value);
      }
    }
    const now = options.now ?? new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const storageKey = `${month}/${randomUUID()}.${expected.extension}`;
    await storage.write(storageKey, chunks());
    let type = detected;
    if (zipTail) {
      try {
        const verdict = await verifyDocx(storage, storageKey, zipTail);
        if (!verdict.ok) {
          throw verdict.macros
            ? new UploadRejectedError('macroDocument')
            : new UploadRejectedError('typeMismatch', { expected: expected.label, detected: verdict.detected });
        }
        type = verdict.type;
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    }
    return { storageKey, originalName, type, sizeBytes: size, sha256: hash.digest('hex') };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
