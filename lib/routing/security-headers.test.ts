import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allow scripts only with the nonce (no unsafe-inline, no unsafe-eval)', () => {
    const csp = contentSecurityPolicy('abc123');
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
  });

  it('allow frames only of the site and the two video players media embeds become', () => {
    const frames = contentSecurityPolicy('n')
      .split('; ')
      .find((d) => d.startsWith('frame-src'));
    expect(frames).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
  });

  it('let forms lead only to the site, and on the sign-in pages to the social providers given', () => {
    const formAction = (csp: string) => csp.split('; ').find((d) => d.startsWith('form-action'));
    expect(formAction(contentSecurityPolicy('n'))).toBe("form-action 'self'");
    expect(
      formAction(contentSecurityPolicy('n', undefined, ['https://www.linkedin.com', 'https://accounts.google.com'])),
    ).toBe("form-action 'self' https://www.linkedin.com https://accounts.google.com");
  });

  it('send HSTS only for sites served over https', () => {
    expect(securityHeaders('x', true)['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    expect(securityHeaders('x', false)).not.toHaveProperty('Strict-Transport-Security');
  });

  it('carry the framing, sniffing, referrer and permissions rules', () => {
    const headers = securityHeaders('x', false);
    expect(headers).toMatchObject({
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});
