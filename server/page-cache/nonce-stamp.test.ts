import { describe, expect, it } from 'vitest';
import { nonceOffsets, policyNonce, stampPolicy } from './nonce-stamp';

const OLD = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NEW = 'b+/9b+/9b+/9b+/9b+/9bA==';

describe('nonce stamping', () => {
  it('finds the rendered nonce wherever it stands in the body, and nowhere else', () => {
    const html = `<script nonce="${OLD}">a</script><p>Ä ${OLD.slice(0, 5)}</p><script nonce="${OLD}" src="/x.js"></script>`;
    const body = Buffer.from(html);
    const first = body.indexOf(OLD);
    expect(nonceOffsets(body, OLD)).toEqual([first, body.indexOf(OLD, first + OLD.length)]);
    expect(nonceOffsets(body, NEW)).toEqual([]);
  });

  it('reads and replaces the nonce of the policy', () => {
    const policy = `default-src 'self'; script-src 'self' 'nonce-${OLD}' 'strict-dynamic'`;
    expect(policyNonce(policy)).toBe(OLD);
    expect(stampPolicy(policy, OLD, NEW)).toBe(`default-src 'self'; script-src 'self' 'nonce-${NEW}' 'strict-dynamic'`);
    expect(policyNonce("frame-ancestors 'self'")).toBeNull();
    expect(policyNonce(undefined)).toBeNull();
  });
});
