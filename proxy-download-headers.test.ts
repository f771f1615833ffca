// Downloads keep their own policy through the proxy (docs/security.md): Next lets a header the proxy set win
// over the route handler's, so the proxy itself must send `default-src 'none'; sandbox` and `no-referrer` for
// invoices, application files and the data export, and the page policy everywhere else.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_SECURITY_HEADERS } from '@/lib/routing/security-headers';
import { proxy } from './proxy';

const HOST = 'jobs-im-allgaeu.de';
const get = (path: string) => proxy(new NextRequest(`https://${HOST}${path}`, { headers: { host: HOST } }));

describe('the proxy and downloads', () => {
  it.each([
    ['an invoice PDF', '/my-products/rechnungen/0b7c5a52-5c41-4f4e-9a57-2f0d1c1f2a10/pdf'],
    ['an invoice XML', '/my-products/rechnungen/0b7c5a52-5c41-4f4e-9a57-2f0d1c1f2a10/xml'],
    ['an application file', '/api/applications/0b7c5a52-5c41-4f4e-9a57-2f0d1c1f2a10/files/1c2d'],
    ['the data export', '/user/daten/export'],
  ])("keeps %s's own policy and sends no referrer", async (_name, path) => {
    const response = await get(path);
    expect(response.headers.get('content-security-policy')).toBe(DOWNLOAD_SECURITY_HEADERS['Content-Security-Policy']);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // The other rules stay (framing, sniffing, HSTS on an https site).
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it.each([
    ['the data page', '/user/daten'],
    ['the invoices page', '/my-products/rechnungen'],
    ['an API', '/api/messages/de'],
  ])('gives %s the page policy', async (_name, path) => {
    const response = await get(path);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
