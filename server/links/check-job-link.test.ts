import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJobLink } from './check-job-link';

/** The ad's site, local: paths say what it answers. Every request is recorded as "METHOD path". */
let server: Server;
let base: string;
const seen: string[] = [];
const local = { allowLoopbackForTests: true };

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push(`${req.method} ${path}`);
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (path === '/stelle') res.writeHead(200).end('Stellenanzeige');
    else if (path === '/nur-get') res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    else if (redirect) {
      const left = Number(redirect[1]);
      res.writeHead(left === 0 ? 200 : 302, left === 0 ? {} : { location: `/redirect/${left - 1}` }).end();
    } else if (path === '/ins-intranet') res.writeHead(301, { location: 'http://10.0.0.1/stelle' }).end();
    else if (path === '/zu-ftp') res.writeHead(302, { location: 'ftp://example.org/stelle.pdf' }).end();
    else if (path === '/langsam') return;
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('checkJobLink (job_per_link: the original ad must be reachable)', () => {
  it('accepts a page that answers, with HEAD alone', async () => {
    seen.length = 0;
    expect(await checkJobLink(`${base}/stelle`, local)).toEqual({ ok: true, finalUrl: `${base}/stelle` });
    expect(seen).toEqual(['HEAD /stelle']);
  });

  it('falls back to GET where HEAD is refused', async () => {
    seen.length = 0;
    expect(await checkJobLink(`${base}/nur-get`, local)).toMatchObject({ ok: true });
    expect(seen).toEqual(['HEAD /nur-get', 'GET /nur-get']);
  });

  it('follows up to 3 redirects and reports where they end', async () => {
    expect(await checkJobLink(`${base}/redirect/3`, local)).toEqual({ ok: true, finalUrl: `${base}/redirect/0` });
  });

  it('refuses a 4th redirect', async () => {
    expect(await checkJobLink(`${base}/redirect/4`, local)).toEqual({
      ok: false,
      message: expect.stringContaining('leitet zu oft weiter'),
    });
  });

  it('checks every redirect target again: no private address, no other scheme', async () => {
    expect(await checkJobLink(`${base}/ins-intranet`, local)).toEqual({
      ok: false,
      message: expect.stringContaining('internes Netz'),
    });
    expect(await checkJobLink(`${base}/zu-ftp`, local)).toEqual({
      ok: false,
      message: expect.stringContaining('http:// oder https://'),
    });
  });

  it('refuses a page that answers with an error status', async () => {
    expect(await checkJobLink(`${base}/weg`, local)).toEqual({
      ok: false,
      message: 'Die Seite antwortet mit dem Fehler 404. Bitte prüfen Sie die Adresse.',
    });
  });

  it('gives up after the timeout', async () => {
    const result = await checkJobLink(`${base}/langsam`, { ...local, timeoutMs: 300 });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('nicht innerhalb von 5 Sekunden') });
  });

  it('says so when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await checkJobLink(`http://127.0.0.1:${port}/`, local)).toEqual({
      ok: false,
      message: 'Die Seite ist nicht erreichbar. Bitte prüfen Sie die Adresse.',
    });
  });
});

describe('checkJobLink refuses without connecting', () => {
  it.each([
    ['the test server without the test option', () => `${base}/stelle`, 'ungewöhnlichen Port'],
    ['this machine', () => 'http://127.0.0.1/stelle', 'internes Netz'],
    ['localhost', () => 'http://localhost/stelle', 'internes Netz'],
    ['IPv6 loopback', () => 'http://[::1]/stelle', 'internes Netz'],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/stelle', 'internes Netz'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', 'internes Netz'],
    ['a private network', () => 'https://192.168.178.1/', 'internes Netz'],
    ['credentials in the URL', () => 'https://chef:geheim@example.org/stelle', 'Benutzernamen'],
    ['another scheme', () => 'ftp://example.org/stelle.pdf', 'http:// oder https://'],
    ['javascript:', () => 'javascript:alert(1)', 'http:// oder https://'],
    ['no URL at all', () => 'Stellenanzeige Koch', 'http:// oder https://'],
    ['an unusual port', () => 'http://example.org:22/', 'ungewöhnlichen Port'],
    ['a name that does not exist', () => 'https://gibt-es-nicht.invalid/stelle', 'gibt es nicht'],
  ])('%s', async (_name, url, message) => {
    seen.length = 0;
    expect(await checkJobLink(url())).toEqual({ ok: false, message: expect.stringContaining(message) });
    expect(seen).toEqual([]);
  });
});
