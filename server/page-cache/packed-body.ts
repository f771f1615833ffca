import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { crc32CombineWith, crc32LengthOperator } from './crc32-combine';

/**
 * A cached page's body, compressed once when it is stored and answered without a compressor (docs/architecture.md,
 * "Page cache"). The body is cut at its nonces into segments, each deflated on its own; an answer is a gzip
 * stream spliced from the segments with the fresh nonce between them in stored (uncompressed) deflate blocks.
 *
 * Every segment but the last is deflated with a full flush (RFC 1951 and zlib's manual): the flush ends the
 * output byte-aligned with an empty stored block, header bits then `00 00 ff ff` (its LEN and NLEN). The packer
 * drops those four bytes; an answer writes the nonce's LEN and NLEN and the nonce there, turning the empty block
 * into the nonce's block. The last segment ends the deflate stream (BFINAL).
 *
 * A segment may refer back to the text before it, as one stream of the whole page would (half the bytes of
 * independent segments on a listing): each is deflated with the preceding window of the page as its
 * dictionary, where the nonces are NUL bytes. HTML holds no NUL, so no match can reach into a nonce, and with
 * a fresh nonce of the same length every distance lands on the same bytes. A body with a NUL byte is packed
 * without dictionaries.
 */
export type PackedBody = {
  /** The segments' deflate output, back to back. */
  deflated: Buffer;
  /** Where each segment ends in `deflated`. */
  ends: Uint32Array;
  /** Per segment: the CRC-32 of its raw bytes, and the CRC operator of its length (crc32-combine.ts). */
  crcs: Uint32Array;
  lengthOperators: Uint32Array;
  /** Raw bytes of all segments: the body without its nonces. */
  segmentBytes: number;
  /** The length of the nonce the page was rendered with: a fresh one must be as long. */
  nonceLength: number;
};

/** The end of a full flush: LEN 0 and NLEN 0xffff of the empty stored block. */
const FLUSH_MARKER = Buffer.from([0x00, 0x00, 0xff, 0xff]);

/** ID1 ID2, deflate, no flags, no modification time, no extra flags, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/** The most bytes a stored block holds (LEN is 16 bits); a nonce is 24. */
const STORED_BLOCK_MAX = 0xffff;

/** Packed once per page: the smallest output is worth a millisecond more of one render. */
const LEVEL = 9;

/** How far back deflate refers (RFC 1951): the most of a dictionary that can matter. */
const WINDOW = 32 * 1024;

function deflatedSegment(raw: Buffer, dictionary: Buffer, last: boolean): Buffer {
  const options = { level: LEVEL, ...(dictionary.length > 0 && { dictionary }) };
  if (last) return deflateRawSync(raw, options);
  const out = deflateRawSync(raw, { ...options, finishFlush: constants.Z_FULL_FLUSH });
  if (!out.subarray(out.length - FLUSH_MARKER.length).equals(FLUSH_MARKER)) {
    throw new Error('zlib ended a full flush without an empty stored block');
  }
  return out.subarray(0, out.length - FLUSH_MARKER.length);
}

/** Packs `body`, whose nonce (`nonceLength` bytes) stands at the sorted, non-overlapping `nonceOffsets`. */
export function packBody(body: Buffer, nonceOffsets: readonly number[], nonceLength: number): PackedBody {
  if (nonceLength > STORED_BLOCK_MAX) throw new Error('a nonce longer than a stored block');
  const starts = [0, ...nonceOffsets.map((at) => at + nonceLength)];
  const stops = [...nonceOffsets, body.length];
  const crcs = new Uint32Array(starts.length);
  const lengthOperators = new Uint32Array(starts.length);
  const history = body.includes(0) ? null : Buffer.from(body);
  for (const at of nonceOffsets) history?.fill(0, at, at + nonceLength);
  const parts = starts.map((start, i) => {
    const raw = body.subarray(start, stops[i]);
    crcs[i] = crc32(raw);
    lengthOperators[i] = crc32LengthOperator(raw.length);
    const dictionary = history ? history.subarray(Math.max(0, start - WINDOW), start) : Buffer.alloc(0);
    return deflatedSegment(raw, dictionary, i === starts.length - 1);
  });
  // Its own allocation, exactly as long: a pooled buffer would keep a whole pool slab alive with the page.
  const deflated = Buffer.allocUnsafeSlow(parts.reduce((sum, part) => sum + part.length, 0));
  const ends = new Uint32Array(parts.length);
  let at = 0;
  parts.forEach((part, i) => (ends[i] = at += part.copy(deflated, at)));
  const segmentBytes = body.length - nonceOffsets.length * nonceLength;
  return { deflated, ends, crcs, lengthOperators, segmentBytes, nonceLength };
}

/** What a packed body holds in memory, for the cache's byte budget. */
export function packedBytes(packed: PackedBody): number {
  return packed.deflated.length + packed.ends.byteLength + packed.crcs.byteLength + packed.lengthOperators.byteLength;
}

/** The body with `nonce` in every nonce's place, as a gzip stream (RFC 1952); no compressor runs. */
export function gzipWithNonce(packed: PackedBody, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const { deflated, ends, crcs, lengthOperators } = packed;
  const nonces = ends.length - 1;
  // Distances into the text before a nonce count its bytes (see PackedBody).
  if (nonces > 0 && nonceBytes.length !== packed.nonceLength) throw new Error('a fresh nonce of another length');
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + deflated.length + nonces * (4 + nonceBytes.length) + 8);
  const nonceCrc = crc32(nonceBytes);
  const nonceOperator = crc32LengthOperator(nonceBytes.length);
  let at = GZIP_HEADER.copy(out, 0);
  let crc = crcs[0]!;
  for (let i = 0; i <= nonces; i++) {
    at += deflated.copy(out, at, i === 0 ? 0 : ends[i - 1], ends[i]);
    if (i === nonces) break;
    at = out.writeUInt16LE(nonceBytes.length, at);
    at = out.writeUInt16LE(~nonceBytes.length & 0xffff, at);
    at += nonceBytes.copy(out, at);
    crc = crc32CombineWith(crc, nonceCrc, nonceOperator);
    crc = crc32CombineWith(crc, crcs[i + 1]!, lengthOperators[i + 1]!);
  }
  at = out.writeUInt32LE(crc, at);
  // ISIZE: the raw length modulo 2^32.
  out.writeUInt32LE((packed.segmentBytes + nonces * nonceBytes.length) % 2 ** 32, at);
  return out;
}

/** The body with `nonce` in every nonce's place, uncompressed: for the rare client that takes no gzip. */
export function plainWithNonce(packed: PackedBody, nonce: string): Buffer {
  return gunzipSync(gzipWithNonce(packed, nonce));
}
