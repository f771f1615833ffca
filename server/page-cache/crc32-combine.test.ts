import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32CombineWith, crc32LengthOperator } from './crc32-combine';

/** Reproducible bytes: the same splits on every run. */
function seededBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

describe('crc32Combine', () => {
  it('gives the check value of "123456789" from its halves', () => {
    expect(crc32Combine(crc32('1234'), crc32('56789'), 5)).toBe(0xcbf43926);
  });

  it.each([
    { length: 0, splits: [0] },
    { length: 1, splits: [0, 1] },
    { length: 24, splits: [0, 7, 23, 24] },
    { length: 4_096, splits: [1, 2_048, 4_095] },
    { length: 107_000, splits: [0, 1, 53_500, 106_976, 107_000] },
    { length: 300_000, splits: [65_535, 65_536, 131_072, 299_999] },
  ])('equals the CRC of the whole for a $length-byte buffer split at $splits', ({ length, splits }) => {
    const whole = seededBytes(length, length + 1);
    for (const at of splits) {
      const a = whole.subarray(0, at);
      const b = whole.subarray(at);
      expect(crc32Combine(crc32(a), crc32(b), b.length), `split at ${at}`).toBe(crc32(whole));
    }
  });

  it('equals the CRC of the whole for many pieces chained with precomputed length operators', () => {
    const whole = seededBytes(50_000, 7);
    const cuts = [0, 3, 3, 1_000, 1_024, 9_999, 20_000, 20_001, 49_990, 50_000];
    let crc = 0;
    for (let i = 1; i < cuts.length; i++) {
      const piece = whole.subarray(cuts[i - 1], cuts[i]);
      crc = crc32CombineWith(crc, crc32(piece), crc32LengthOperator(piece.length));
    }
    expect(crc).toBe(crc32(whole));
  });
});
