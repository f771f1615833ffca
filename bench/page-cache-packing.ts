/**
 * Page cache packing benchmark (printed figures, not a test; docs/architecture.md, "Page cache"): what one cached
 * listing costs in memory and per answer, stored raw and gzipped per hit (as before) or packed once and spliced
 * per hit (server/page-cache/packed-body.ts). The page is shaped like a Next listing render: chunk scripts in
 * the head, job teasers, then the RSC payload scripts that repeat them, 30 nonces in ~110 KB.
 *   npx tsx bench/page-cache-packing.ts
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { nonceOffsets } from '../server/page-cache/nonce-stamp';
import { gzipWithNonce, packBody, packedBytes, plainWithNonce } from '../server/page-cache/packed-body';
import { createNonce } from '../server/page-cache/script-nonce';

const TITLES = ['Pflegefachkraft', 'Erzieher', 'Elektroniker für Betriebstechnik', 'Bürokaufmann', 'Koch'];
const MORE_TITLES = ['Lagerlogistiker', 'Softwareentwickler', 'Altenpfleger', 'Verkäufer', 'Industriemechaniker'];
const TOWNS = ['Würzburg', 'Nürnberg', 'Bamberg', 'Schweinfurt', 'Erlangen', 'Fürth', 'Bayreuth', 'Ansbach'];
const EMPLOYERS = ['Klinikum Main', 'Stadtwerke Franken GmbH', 'Caritasverband e.V.', 'Müller & Söhne KG'];
const PERKS = [
  'unbefristet',
  'Vollzeit',
  'Teilzeit',
  'Homeoffice',
  'Tarif',
  'Weiterbildung',
  'Jobrad',
  'Schichtdienst',
];

let seed = 1;
function random(below: number): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % below;
}
const pick = <T>(items: readonly T[]): T => items[random(items.length)]!;
const hex = (length: number) => Array.from({ length }, () => '0123456789abcdef'[random(16)]).join('');

function listingPage(nonce: string): string {
  const head = [
    '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" href="/_next/static/css/${hex(16)}.css" data-precedence="next" nonce="${nonce}"/>`,
    ...Array.from(
      { length: 11 },
      () => `<script src="/_next/static/chunks/${hex(16)}.js" async="" nonce="${nonce}"></script>`,
    ),
    '<title>Stellenangebote in Franken</title></head><body><main>',
  ];
  const teasers: string[] = [];
  const payload: string[] = [];
  while (teasers.join('').length < 60_000) {
    const [title, town, employer, id] = [pick([...TITLES, ...MORE_TITLES]), pick(TOWNS), pick(EMPLOYERS), random(9e4)];
    const perks = [pick(PERKS), pick(PERKS), pick(PERKS)];
    teasers.push(
      `<article class="job-teaser_card__${hex(5)}"><a href="/job/${id}"><h2>${title} (m/w/d)</h2></a>` +
        `<p><span>${employer}</span> · <span>${town}</span> · vor ${1 + random(20)} Tagen</p>` +
        `<ul>${perks.map((perk) => `<li>${perk}</li>`).join('')}</ul></article>`,
    );
    payload.push(
      JSON.stringify(['$', 'article', String(id), { children: [title, employer, town, perks.map((p) => ['li', p])] }]),
    );
  }
  const scripts = [`<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`];
  const perScript = Math.ceil(payload.length / 17);
  for (let i = 0; i < 17; i++) {
    const chunk = `${i + 1}:[${payload.slice(i * perScript, (i + 1) * perScript).join(',')}]`;
    scripts.push(`<script nonce="${nonce}">self.__next_f.push([1,${JSON.stringify(chunk)}])</script>`);
  }
  return [...head, ...teasers, '</main>', ...scripts, '</body></html>'].join('');
}

/** Median microseconds of `run` over `rounds`, after a warm-up. */
function medianMicros(rounds: number, run: () => unknown): number {
  for (let i = 0; i < 50; i++) run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    run();
    times.push((performance.now() - started) * 1000);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}

const rendered = createNonce();
const body = Buffer.from(listingPage(rendered));
const offsets = nonceOffsets(body, rendered);
const packed = packBody(body, offsets, rendered.length);
const fresh = createNonce();
if (gunzipSync(gzipWithNonce(packed, fresh)).toString() !== body.toString().replaceAll(rendered, fresh)) {
  throw new Error('the spliced answer is not the page with the fresh nonce');
}

/** Before: a copy of the raw page, the nonce stamped in, gzip level 4 per answer. */
function stampAndGzip(nonce: string): Buffer {
  const copy = Buffer.from(body);
  for (const at of offsets) copy.write(nonce, at, 'latin1');
  return gzipSync(copy, { level: 4 });
}

const ROUNDS = Number(process.env.BENCH_PACKING_ROUNDS ?? 2000);
const result = {
  pageBytes: body.length,
  nonces: offsets.length,
  storedBytesBefore: body.length,
  storedBytesAfter: packedBytes(packed),
  gzipLevel9OfWholePage: gzipSync(body, { level: 9 }).length,
  answerBytesBefore: stampAndGzip(fresh).length,
  answerBytesAfter: gzipWithNonce(packed, fresh).length,
  microsPerHitBefore: medianMicros(ROUNDS, () => stampAndGzip(createNonce())),
  microsPerHitAfter: medianMicros(ROUNDS, () => gzipWithNonce(packed, createNonce())),
  microsPerPlainHitAfter: medianMicros(ROUNDS / 4, () => plainWithNonce(packed, createNonce())),
  microsToPackOnce: medianMicros(ROUNDS / 10, () => packBody(body, offsets, rendered.length)),
};
console.log(JSON.stringify(result, null, 2));
