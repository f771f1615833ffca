import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nonceOffsets } from './nonce-stamp';
import { gzipWithNonce, packBody, packedBytes, plainWithNonce } from './packed-body';

const OLD = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NEW = 'b+/9b+/9b+/9b+/9b+/9bA==';

const TITLES = ['Pflegefachkraft', 'Erzieher', 'Bürokaufmann', 'Lagerlogistiker', 'Koch', 'Verkäufer', 'Elektroniker'];
const TOWNS = ['Würzburg', 'Nürnberg', 'Bamberg', 'Schweinfurt', 'Erlangen', 'Fürth', 'Bayreuth', 'Ansbach', 'Hof'];

/** A page like the ones Next renders: job teasers, and inline payload scripts with the nonce that repeat them. */
function pageWithScripts(scripts: number): string {
  const parts = ['<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head><body>'];
  for (let i = 0; i < scripts; i++) {
    const jobs = Array.from({ length: 12 }, (_, j) => ({
      id: 10_000 + i * 97 + j * 13,
      title: `${TITLES[(i * 7 + j) % TITLES.length]} (m/w/d)`,
      town: TOWNS[(i * 3 + j * 5) % TOWNS.length],
    }));
    for (const job of jobs) parts.push(`<article><h2>${job.title}</h2><p>${job.town} · Nr. ${job.id}</p></article>`);
    parts.push(`<script nonce="${OLD}">self.__next_f.push([1,${JSON.stringify(JSON.stringify(jobs))}])</script>`);
  }
  return parts.join('\n') + '</body></html>';
}

function packed(html: string) {
  const body = Buffer.from(html);
  return packBody(body, nonceOffsets(body, OLD), OLD.length);
}

describe('packed page bodies', () => {
  it.each([
    { page: 'no nonce', html: '<html><body><p>Stellenangebote in Franken</p></body></html>' },
    { page: 'an empty body', html: '' },
    { page: 'one nonce', html: `<html><script nonce="${OLD}">1</script></html>` },
    { page: 'nothing but the nonce', html: OLD },
    { page: 'the nonce at the very start', html: `${OLD}"><p>Jobs</p>` },
    { page: 'the nonce at the very end', html: `<p>Jobs</p><x nonce="${OLD}` },
    { page: 'nonces side by side', html: `<p>${OLD}${OLD}${OLD}</p>` },
    { page: 'multi-byte UTF-8 around the nonce', html: `Bäckerei München ÄÖÜß${OLD}€ 😀${OLD}👩‍🔧 Straße` },
    {
      page: 'text like the nonce after it',
      html: `<script nonce="${OLD}"></script>${OLD.slice(0, 12)}=${OLD.slice(3)}`,
    },
    { page: 'a NUL byte', html: `<p>\u0000</p><script nonce="${OLD}"></script>\u0000\u0000\u0000${OLD}` },
    { page: '30 scripts with the nonce (~100 KB)', html: pageWithScripts(30) },
    { page: '200 scripts with the nonce', html: pageWithScripts(200) },
  ])('answers $page with the fresh nonce at every place, gzipped and plain', ({ html }) => {
    const body = packed(html);
    const expected = html.replaceAll(OLD, NEW);
    expect(gunzipSync(gzipWithNonce(body, NEW)).toString()).toBe(expected);
    expect(plainWithNonce(body, NEW).toString()).toBe(expected);
  });

  it('answers every hit with its own nonce from the same stored page', () => {
    const html = pageWithScripts(5);
    const body = packed(html);
    for (const fresh of [NEW, 'cccccccccccccccccccccc==', OLD]) {
      expect(gunzipSync(gzipWithNonce(body, fresh)).toString()).toBe(html.replaceAll(OLD, fresh));
    }
  });

  it('refuses a fresh nonce of another length, which would move what later segments refer back to', () => {
    expect(() => gzipWithNonce(packed(`<script nonce="${OLD}"></script>`), 'short')).toThrow(/length/);
    expect(gunzipSync(gzipWithNonce(packed('<p>no nonce</p>'), 'short')).toString()).toBe('<p>no nonce</p>');
  });

  it('keeps a page in a fraction of its raw size, near one gzip stream of the whole page', () => {
    const html = pageWithScripts(30);
    const size = packedBytes(packed(html));
    expect(size).toBeLessThan(Buffer.byteLength(html) / 4);
    expect(size).toBeLessThan(gzipSync(html, { level: 9 }).length * 1.5);
  });
});
