import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * docs/product-decisions.md "Captcha": a self-hosted proof of work. The server issues a challenge signed with
 * the app's secret (HMAC-SHA256) that names the site, the moment it was issued and the difficulty; the browser
 * finds a number whose SHA-256 together with the challenge starts with `difficulty` zero bits and sends it with
 * the form. Nothing is stored when issuing; a solved challenge is remembered once it is used (replay-store.ts).
 */

/** Leading zero bits: about 2^16 hashes, close to a second in Chromium on a slow machine (docs). */
export const CAPTCHA_DIFFICULTY = 16;
/** A form may stay open this long before its challenge runs out (the page issues a new one on every view). */
export const CAPTCHA_TTL_SECONDS = 2 * 60 * 60;
/** Without script the form is taken without work, but not sooner than this after the page was shown. */
export const CAPTCHA_NO_SCRIPT_WAIT_SECONDS = 15;

export type CaptchaChallenge = { token: string; difficulty: number };

export type CaptchaVerdict =
  | { ok: true; nonce: string; expiresAt: Date }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'wrong-site' | 'expired' | 'unsolved' | 'too-early' };

const TOKEN = /^([a-z][a-z0-9-]*)\.(\d{1,12})\.(\d{1,2})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

function sign(payload: string, secret: string): Buffer {
  // A key of its own for this use, derived from the app's secret (the session secret never signs anything else).
  const key = createHmac('sha256', secret).update('captcha-v1').digest();
  return createHmac('sha256', key).update(payload).digest();
}

export function issueChallenge(
  siteId: string,
  secret: string,
  now = new Date(),
  difficulty = CAPTCHA_DIFFICULTY,
): CaptchaChallenge {
  const issued = Math.floor(now.getTime() / 1000);
  const payload = `${siteId}.${issued}.${difficulty}.${randomBytes(16).toString('hex')}`;
  return { token: `${payload}.${sign(payload, secret).toString('base64url')}`, difficulty };
}

/** Leading zero bits of SHA-256(`token:solution`): what the browser's solver counts too (lib/captcha/solve.ts). */
export function leadingZeroBits(token: string, solution: string): number {
  const digest = createHash('sha256').update(`${token}:${solution}`).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Checks a posted challenge and its solution for `siteId`. An empty solution is the path without script: the
 * challenge then only proves that the page was shown at least CAPTCHA_NO_SCRIPT_WAIT_SECONDS before.
 */
export function verifyChallenge(
  input: { token: string | undefined; solution: string | undefined; siteId: string },
  secret: string,
  now = new Date(),
): CaptchaVerdict {
  if (!input.token) return { ok: false, reason: 'missing' };
  const match = TOKEN.exec(input.token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, siteId, issuedText, difficultyText, nonce, signature] = match;
  const payload = `${siteId}.${issuedText}.${difficultyText}.${nonce}`;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  if (siteId !== input.siteId) return { ok: false, reason: 'wrong-site' };
  const age = now.getTime() / 1000 - Number(issuedText);
  const expiresAt = new Date((Number(issuedText) + CAPTCHA_TTL_SECONDS) * 1000);
  if (age > CAPTCHA_TTL_SECONDS || age < -60) return { ok: false, reason: 'expired' };
  const solution = (input.solution ?? '').trim();
  if (solution === '') {
    return age >= CAPTCHA_NO_SCRIPT_WAIT_SECONDS ? { ok: true, nonce, expiresAt } : { ok: false, reason: 'too-early' };
  }
  if (!/^\d{1,15}$/.test(solution) || leadingZeroBits(input.token, solution) < Number(difficultyText))
    return { ok: false, reason: 'unsolved' };
  return { ok: true, nonce, expiresAt };
}
