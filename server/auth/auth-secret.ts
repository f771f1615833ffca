import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The secret that signs and encrypts session JWTs. Production sets NEXTAUTH_SECRET (shared by all
 * instances); without it, a random secret is kept in ./data so the demo works with no set-up and its
 * sessions survive restarts.
 */
export function getAuthSecret(): string {
  if (cached) return cached;
  if (process.env.NEXTAUTH_SECRET) return (cached = process.env.NEXTAUTH_SECRET);
  const file = path.join(process.cwd(), 'data', 'auth-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    cached = randomBytes(32).toString('base64url');
    writeFileSync(file, cached, { mode: 0o600, flag: 'wx' });
  }
  return cached;
}
