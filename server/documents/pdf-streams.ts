import { constants, inflateSync } from 'node:zlib';

/**
 * Inflated bytes a PDF may hold, checked before pdf.js opens it: pdf.js keeps an inflated stream in
 * ArrayBuffers, which the worker's heap limit does not count, so a 3 MB flate bomb took 1.2 GB before
 * the wall-clock limit ended it. A job ad's or CV's page content is a few hundred KB inflated; images (which
 * text extraction never decodes) are not counted.
 */
export const MAX_PDF_STREAM_BYTES = 32 * 1024 * 1024;
export const MAX_PDF_INFLATED_BYTES = 128 * 1024 * 1024;
/** How far before `stream` its dictionary is looked for; a real one is a few hundred bytes. */
const DICTIONARY_WINDOW = 4096;

const isImage = (dictionary: string) => /\/Subtype\s*\/Image\b/.test(dictionary);
const isFlate = (dictionary: string) => /\/(FlateDecode|Fl)\b/.test(dictionary);

/** The bytes `data` inflates to, at most `cap` + 1 (zlib stops there); 0 for data zlib cannot read. */
function inflatedSize(data: Uint8Array, cap: number): number {
  try {
    return inflateSync(data, { maxOutputLength: cap, finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? cap + 1 : 0;
  }
}

/**
 * Whether the PDF's flate-compressed streams (images aside) stay within the bounds, each and together.
 * One pass over the file: every stream is inflated once by zlib, which stops at the bound.
 */
export function pdfStreamsWithinBounds(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = 0;
  while ((at = buffer.indexOf('stream', at, 'latin1')) !== -1) {
    let start = at + 6;
    const isEnd = at >= 3 && buffer.toString('latin1', at - 3, at) === 'end';
    if (buffer[start] === 0x0d) start++;
    if (isEnd || buffer[start] !== 0x0a) {
      at += 6;
      continue;
    }
    start++;
    const end = buffer.indexOf('endstream', start, 'latin1');
    if (end === -1) break;
    const before = buffer.toString('latin1', Math.max(0, at - DICTIONARY_WINDOW), at);
    const dictionary = before.slice(before.lastIndexOf(' obj') + 1);
    if (isFlate(dictionary) && !isImage(dictionary)) {
      const size = inflatedSize(buffer.subarray(start, end), MAX_PDF_STREAM_BYTES);
      total += size;
      if (size > MAX_PDF_STREAM_BYTES || total > MAX_PDF_INFLATED_BYTES) return false;
    }
    at = end + 9;
  }
  return true;
}
