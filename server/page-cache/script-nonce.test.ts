import { describe, expect, it } from 'vitest';
import { createNonce } from './script-nonce';

describe('createNonce', () => {
  it('makes a new 128-bit nonce each time, always 24 characters (the page cache replaces it in place)', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) {
      expect(Buffer.from(n, 'base64')).toHaveLength(16);
      expect(n).toHaveLength(24);
    }
  });
});
