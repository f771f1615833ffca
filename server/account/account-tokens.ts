import { createHash, randomBytes } from 'node:crypto';

/** A mailed link's secret: 32 random bytes, base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a leaked table names no usable link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything that cannot be one of our tokens is refused before a look-up. */
export function isLinkTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
