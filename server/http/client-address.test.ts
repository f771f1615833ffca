import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { installPeerAddressHeader, PEER_ADDRESS_HEADER, readPeerAddress } from './peer-address';
import { clientIp, ipLimitSubject, normalizeIp } from './client-address';

/** Sends one request with `headers` to a plain Node server and returns the headers the server saw. */
async function headersSeenByServer(headers: Record<string, string>): Promise<Headers> {
  let seen: IncomingHttpHeaders = {};
  const server = createServer((req, res) => {
    seen = req.headers;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
  } finally {
    server.close();
  }
  return new Headers(Object.entries(seen).map(([k, v]): [string, string] => [k, String(v)]));
}

describe('the client IP for rate limits (security review)', () => {
  const forged = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9', 'x-real-ip': '198.51.100.2' };

  it('without trusted proxies, ignores X-Forwarded-For and X-Real-IP and uses the socket address', async () => {
    installPeerAddressHeader();
    const seen = await headersSeenByServer({ ...forged, [PEER_ADDRESS_HEADER]: 'forged 192.0.2.1' });
    for (const env of [{}, { TRUSTED_PROXY_HOPS: '0' }, { TRUSTED_PROXY_HOPS: 'abc' }]) {
      expect(clientIp(seen, env)).toBe('127.0.0.1');
    }
  });

  it('without the hook’s tag, a peer-address header is no address at all', () => {
    installPeerAddressHeader();
    for (const value of ['192.0.2.1', 'forged 192.0.2.1', '']) {
      expect(readPeerAddress(new Headers({ [PEER_ADDRESS_HEADER]: value }))).toBeNull();
    }
    expect(clientIp(new Headers(forged), {})).toBeNull();
  });

  it.each([
    ['1', '198.51.100.7', '198.51.100.7'],
    ['1', 'evil-claim, 198.51.100.7', '198.51.100.7'],
    ['1', '203.0.113.1, 198.51.100.7', '198.51.100.7'],
    ['2', '203.0.113.1, 198.51.100.7, 10.0.0.2', '198.51.100.7'],
    ['2', '198.51.100.7', '198.51.100.7'],
    ['1', '[2001:db8::1]:443', '2001:db8::1'],
    ['1', '198.51.100.7:5678', '198.51.100.7'],
    ['1', '::ffff:198.51.100.7', '198.51.100.7'],
    ['1', 'not-an-ip', null],
    ['1', '', null],
  ])('TRUSTED_PROXY_HOPS=%s, X-Forwarded-For %j → %j', (hops, chain, expected) => {
    expect(
      clientIp(new Headers({ 'x-forwarded-for': chain, 'x-real-ip': '192.0.2.99' }), { TRUSTED_PROXY_HOPS: hops }),
    ).toBe(expected);
  });

  it('spells addresses one way and counts IPv6 clients per /64 network', () => {
    expect(normalizeIp('2001:DB8::A')).toBe('2001:db8::a');
    expect(normalizeIp('999.1.1.1')).toBeNull();
    expect(ipLimitSubject('198.51.100.7')).toBe('198.51.100.7');
    expect(ipLimitSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipLimitSubject('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(ipLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(ipLimitSubject('::a:b:c:d:e:1.2.3.4')).toBe('0:a:b:c::/64');
    expect(ipLimitSubject(null)).toBeNull();
  });
});
