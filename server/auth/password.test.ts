import type { BinaryLike, ScryptOptions } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_MAX_LENGTH } from './account-limits';
import { hashPassword, needsRehash, verifyPassword } from './password';

/** Every scrypt derivation the module starts: its cost parameters and key length. */
const scryptCalls = vi.hoisted(() => [] as Array<{ N?: number; r?: number; p?: number; keyLength: number }>);
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return {
    ...crypto,
    scrypt: (
      password: BinaryLike,
      salt: BinaryLike,
      keyLength: number,
      options: ScryptOptions,
      done: (error: Error | null, key: Buffer) => void,
    ) => {
      scryptCalls.push({ N: options.N, r: options.r, p: options.p, keyLength });
      crypto.scrypt(password, salt, keyLength, options, done);
    },
  };
});

describe('password hashing (scrypt, per-user salt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo-Passwort-2026');
    expect(await verifyPassword('Demo-Passwort-2026', hash)).toBe(true);
    expect(await verifyPassword('Demo-Passwort-2027', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash: the same password gives different hashes, each verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('gleiches Passwort'), hashPassword('gleiches Passwort')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('gleiches Passwort', a)).toBe(true);
    expect(await verifyPassword('gleiches Passwort', b)).toBe(true);
  });

  it('stores algorithm and parameters with the hash', async () => {
    const hash = await hashPassword('x'.repeat(12));
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{86}$/);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(hash.replace('$16384$', '$4096$'))).toBe(true);
  });

  it('treats umlauts in different Unicode forms as the same password', async () => {
    const hash = await hashPassword('Grüße-aus-Fürth');
    expect(await verifyPassword('Gru\u0308ße-aus-Fu\u0308rth', hash)).toBe(true);
  });

  it('answers false (and does not throw) for missing, malformed or tampered hashes', async () => {
    const hash = await hashPassword('richtig-richtig');
    expect(await verifyPassword('richtig-richtig', null)).toBe(false);
    expect(await verifyPassword('richtig-richtig', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('richtig-richtig', hash.slice(0, -4))).toBe(false);
    // A parameter bomb in a tampered row is refused before hashing.
    expect(await verifyPassword('richtig-richtig', hash.replace('$16384$', '$1073741824$'))).toBe(false);
  });

  it('refuses over-long input instead of hashing it', async () => {
    const long = 'a'.repeat(PASSWORD_MAX_LENGTH + 1);
    await expect(hashPassword(long)).rejects.toThrow();
    expect(await verifyPassword(long, await hashPassword('kurz-genug-1'))).toBe(false);
  });

  it('does the same scrypt work for an unknown user as for a wrong password (no enumeration by timing)', async () => {
    const hash = await hashPassword('zeit-messen-123');
    await verifyPassword('warm-up', null);
    scryptCalls.length = 0;
    expect(await verifyPassword('falsch-falsch', hash)).toBe(false);
    expect(await verifyPassword('falsch-falsch', null)).toBe(false);
    expect(await verifyPassword('falsch-falsch', 'kein-hash')).toBe(false);
    // One derivation each, with today's cost and key length: the work, not the clock, is what must match.
    expect(scryptCalls).toHaveLength(3);
    for (const call of scryptCalls) expect(call).toEqual(scryptCalls[0]);
    expect(scryptCalls[0]).toMatchObject({ N: 2 ** 14, r: 8, p: 5, keyLength: 64 });
  });
});
