/**
 * The CRC-32 of joined pieces from the CRC-32 of each piece, as zlib's `crc32_combine` computes it (zlib's
 * crc32.c): appending n bytes multiplies the first CRC by x^(8n) modulo the CRC polynomial, then the second CRC is
 * added. The page cache answers with a gzip stream it splices from stored pieces and a fresh nonce, and the
 * trailer needs the CRC of the whole page without reading it (docs/architecture.md, "Page cache").
 * Polynomials are 32-bit numbers in reflected order: the top bit is x^0.
 */

/** The CRC-32 polynomial (IEEE 802.3), reflected. */
const POLYNOMIAL = 0xedb88320;

/** a·b modulo the polynomial. */
function multiplyModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31 (x^1, x^2, x^4, …). */
const X_TO_TWO_TO_THE = (() => {
  const table = new Uint32Array(32);
  let p = 1 << 30;
  table[0] = p;
  for (let k = 1; k < 32; k++) table[k] = p = multiplyModP(p, p);
  return table;
})();

/** x^(n·2^k) modulo the polynomial. */
function xToTheModP(n: number, k: number): number {
  let p = 0x80000000;
  for (; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multiplyModP(X_TO_TWO_TO_THE[k & 31]!, p);
  }
  return p;
}

/** What appending `length` bytes does to a CRC (zlib's `crc32_combine_gen`): computed once per piece length. */
export function crc32LengthOperator(length: number): number {
  return xToTheModP(length, 3);
}

/** The CRC-32 of A followed by B, from CRC(A), CRC(B) and the operator of B's length. */
export function crc32CombineWith(crcA: number, crcB: number, lengthOperatorB: number): number {
  return (multiplyModP(lengthOperatorB, crcA) ^ crcB) >>> 0;
}

/** The CRC-32 of A followed by B, from CRC(A), CRC(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return crc32CombineWith(crcA, crcB, crc32LengthOperator(lengthB));
}
