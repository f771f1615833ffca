import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from './account-limits';

/**
 * Password hashing with scrypt from node:crypto: a random 16-byte salt per user, parameters stored with the
 * hash (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking old hashes.
 * N=2^14, r=8, p=5 is one of OWASP's equivalent scrypt settings (16 MiB per hash).
 */
const COST = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  if (password.length > PASSWORD_MAX_LENGTH) throw new Error('password too long');
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  // Bounds keep a tampered row from turning one sign-in into a memory bomb.
  const sane =
    Number.isInteger(N) &&
    N >= 2 ** 10 &&
    N <= 2 ** 20 &&
    (N & (N - 1)) === 0 &&
    r >= 1 &&
    r <= 32 &&
    p >= 1 &&
    p <= 16;
  if (!sane) return null;
  const salt = Buffer.from(parts[4], 'base64url');
  const key = Buffer.from(parts[5], 'base64url');
  return salt.length >= 8 && key.length === KEY_LENGTH ? { N, r, p, salt, key } : null;
}

/** A hash of a random password: verifying against it costs the same as a real check (no user enumeration by timing). */
let dummyHash: Promise<string> | undefined;

/**
 * Constant-time check of a password against a stored hash. `stored` null (unknown user, or a user without a
 * password) still spends the full hashing time and answers false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
    const dummy = parseHash(await dummyHash)!;
    await derive(password, dummy.salt, dummy);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's and should be replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < COST.N || parsed.r < COST.r || parsed.p < COST.p;
}
