import type { ConsentRecord } from '@/lib/contract';

/** Where the browser keeps the visitor's choice: first-party storage, read only by this site's own script. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

/** A record of the right shape, or null (nothing stored, storage blocked, or something else under the key). */
export function readConsentRecord(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ConsentRecord | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { id, cmp, version, at, statistics, marketing } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof cmp !== 'string' || typeof version !== 'number' || typeof at !== 'string')
      return null;
    if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { id, cmp, version, at, statistics, marketing };
  } catch {
    return null;
  }
}

export function writeConsentRecord(record: ConsentRecord, storage: Pick<Storage, 'setItem'> | null = safeStorage()) {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the choice holds for this page; the banner asks again on the next.
  }
}

/** localStorage, or null where the browser refuses it (some private modes throw on access). */
export function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A random id for a record or the userToken: 16 random bytes, base64url (22 characters). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
