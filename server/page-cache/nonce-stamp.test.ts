import { describe, expect, it } from 'vitest';
import { nonceOffsets, policyNonce, stampNonce, stampPolicy } from './nonce-stamp';

const OLD = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NEW = 'b+/9b+/9b+/9b+/9b+/9bA==';

describe('nonce stamping', () => {
  it('puts the fresh nonce wherever the rendered one stood, and nowhere else', () => {
    const html = `<script nonce="${OLD}">a</script><p>Ä ${OLD.slice(0, 5)}</p><script nonce="${OLD}" src="/x.js"></script>`;
    const body = Buffer.from(html);
    const stamped = stampNonce(body, nonceOffsets(body, OLD), NEW).toString();
    expect(stamped).toBe(html.replaceAll(OLD, NEW));
    expect(body.toString()).toBe(html);
  });

  it('reads and replaces the nonce of the policy', () => {
    const policy = `default-src 'self'; script-src 'self' 'nonce-${OLD}' 'strict-dynamic'`;
    expect(policyNonce(policy)).toBe(OLD);
    expect(stampPolicy(policy, OLD, NEW)).toBe(`default-src 'self'; script-src 'self' 'nonce-${NEW}' 'strict-dynamic'`);
    expect(policyNonce("frame-ancestors 'self'")).toBeNull();
    expect(policyNonce(undefined)).toBeNull();
  });
});
