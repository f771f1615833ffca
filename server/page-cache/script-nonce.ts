/**
 * A fresh, unguessable script nonce for one response (128 bits, base64: always 24 characters, so the page cache
 * can put a new one in place of the old without moving a byte; docs/architecture.md, "Page cache"). Web Crypto
 * only: the proxy uses it too.
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
