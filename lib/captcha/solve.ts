/**
 * The browser's half of the proof-of-work captcha (server/captcha/proof-of-work.ts): the first number whose
 * SHA-256 together with the challenge starts with `difficulty` zero bits. Web Crypto hashes off the main
 * thread, in batches, so the page stays responsive without a worker. One search per challenge, however
 * many callers ask (the field starts it, a form sent early waits for the same result).
 */
const searches = new Map<string, Promise<string>>();
const BATCH = 256;

function zeroBits(digest: ArrayBuffer): number {
  const bytes = new Uint8Array(digest);
  let bits = 0;
  for (const byte of bytes) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

async function search(token: string, difficulty: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => crypto.subtle.digest('SHA-256', encoder.encode(`${token}:${start + i}`))),
    );
    const found = digests.findIndex((digest) => zeroBits(digest) >= difficulty);
    if (found >= 0) return String(start + found);
  }
}

export function solveChallenge(token: string, difficulty: number): Promise<string> {
  let running = searches.get(token);
  if (!running) {
    running = search(token, difficulty);
    searches.set(token, running);
  }
  return running;
}
