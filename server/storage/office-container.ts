import { inflateRawSync } from 'node:zlib';

/**
 * Which kind of Office document a ZIP file is, read from its `[Content_Types].xml` (the part the format
 * itself uses to say what the main document is). Only the central directory and that one small entry are
 * read; nothing else is decompressed, so a ZIP bomb costs no more than a small file.
 */
export const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
export const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/** Reads `length` bytes at `offset` of the file; rejects or returns fewer bytes past its end. */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

/** The end-of-central-directory record is 22 bytes plus a comment of at most 64 KB. */
const EOCD_SIZE = 22;
export const MAX_EOCD_SEARCH = EOCD_SIZE + 0xffff;
/** Bounds for what is read: a Word file's central directory and content types are a few KB. */
export const MAX_CENTRAL_DIRECTORY_BYTES = 1024 * 1024;
const MAX_ENTRIES = 10_000;
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

const CONTENT_TYPES = '[Content_Types].xml';

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const utf8 = new TextDecoder('utf-8', { fatal: false });

type Entry = { name: string; method: number; flags: number; compressedSize: number; size: number; offset: number };

/** The central directory's entries, or null when the file has no readable one within the bounds. */
async function centralDirectory(size: number, read: ReadRange): Promise<Entry[] | null> {
  const tailLength = Math.min(size, MAX_EOCD_SEARCH);
  const tail = await read(size - tailLength, tailLength);
  const tailView = view(tail);
  let eocd = -1;
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (tailView.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tailView.getUint16(eocd + 10, true);
  const directorySize = tailView.getUint32(eocd + 12, true);
  const directoryOffset = tailView.getUint32(eocd + 16, true);
  // ZIP64 (0xffff…) and split archives are no Word files a person writes; anything past the record is broken.
  if (count === 0 || count > MAX_ENTRIES || directorySize > MAX_CENTRAL_DIRECTORY_BYTES) return null;
  if (directoryOffset + directorySize > size - tailLength + eocd) return null;

  const directory = await read(directoryOffset, directorySize);
  if (directory.length < directorySize) return null;
  const dv = view(directory);
  const entries: Entry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || dv.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = dv.getUint16(at + 28, true);
    const next = at + 46 + nameLength + dv.getUint16(at + 30, true) + dv.getUint16(at + 32, true);
    if (next > directory.length) return null;
    entries.push({
      flags: dv.getUint16(at + 8, true),
      method: dv.getUint16(at + 10, true),
      compressedSize: dv.getUint32(at + 20, true),
      size: dv.getUint32(at + 24, true),
      name: utf8.decode(directory.subarray(at + 46, at + 46 + nameLength)),
      offset: dv.getUint32(at + 42, true),
    });
    at = next;
  }
  return entries;
}

/** The entry's bytes, inflated with a cap; null when it is encrypted, too large or broken. */
async function entryBytes(entry: Entry, read: ReadRange): Promise<Uint8Array | null> {
  if (entry.flags & 0x1 || entry.compressedSize > MAX_CONTENT_TYPES_BYTES) return null;
  const local = await read(entry.offset, 30);
  if (local.length < 30 || view(local).getUint32(0, true) !== 0x04034b50) return null;
  const start = entry.offset + 30 + view(local).getUint16(26, true) + view(local).getUint16(28, true);
  const data = await read(start, entry.compressedSize);
  if (data.length < entry.compressedSize) return null;
  if (entry.method === 0) return data.length <= MAX_CONTENT_TYPES_BYTES ? data : null;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES });
  } catch {
    return null;
  }
}

const attribute = (element: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(element)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * The content type the package declares for its main part (an Override whose part exists in the ZIP), or
 * null when the file is no readable Office package. A package declaring two different main types is refused.
 */
export async function officeMainContentType(size: number, read: ReadRange): Promise<string | null> {
  const entries = await centralDirectory(size, read);
  if (!entries) return null;
  const typesEntries = entries.filter((e) => e.name === CONTENT_TYPES);
  if (typesEntries.length !== 1) return null;
  const xml = await entryBytes(typesEntries[0], read);
  if (!xml) return null;
  const names = new Set(entries.map((e) => e.name));
  const mains = new Set<string>();
  for (const [element] of utf8.decode(xml).matchAll(/<(?:\w+:)?Override\b[^>]*>/g)) {
    const type = attribute(element, 'ContentType');
    const part = attribute(element, 'PartName');
    if (!type?.endsWith('.main+xml') || !part) continue;
    if (names.has(part.replace(/^\//, ''))) mains.add(type);
  }
  return mains.size === 1 ? [...mains][0] : null;
}
