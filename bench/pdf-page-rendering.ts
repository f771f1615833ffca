/**
 * PDF ads rendered as page images (docs/security.md "Rendering PDF ads"): each file rendered in the document
 * pool as the job page would, with its time, the pages it gave, the longest event-loop stall meanwhile and the
 * process's RSS before, at its peak (sampled every 20 ms) and after the thread ended.
 * Run: `npx tsx bench/pdf-page-rendering.ts`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DOCUMENT_READING_LIMITS, DocumentPool, DocumentReadError } from '../server/documents/document-pool';
import { HOSTILE_DOCUMENTS } from '../server/documents/hostile-documents-testing';
import { simplePdf } from '../server/seed/pdf';
import { multiPagePdf } from '../server/storage/pdf-testing';

const MB = 1024 * 1024;
const section = {
  heading: 'Ihre Aufgaben',
  text: 'Sie pflegen und betreuen unsere Bewohner mit Herz und Verstand. '.repeat(12),
};
const FILES: Record<string, () => Uint8Array> = {
  'typical ad (1 page, seed)': () => simplePdf('Pflegefachkraft (m/w/d) in Erlangen', [section, section, section]),
  'two-page ad': () => multiPagePdf([Array(45).fill('Wir bieten Ihnen einen sicheren Arbeitsplatz.'), ['Kontakt']]),
  'many-pages.pdf (5,000 pages)': () => HOSTILE_DOCUMENTS['many-pages.pdf']().bytes,
  'text-bomb.pdf': () => HOSTILE_DOCUMENTS['text-bomb.pdf']().bytes,
  'flate-bomb.pdf': () => HOSTILE_DOCUMENTS['flate-bomb.pdf']().bytes,
};

const pool = new DocumentPool();
for (const [name, make] of Object.entries(FILES)) {
  const bytes = make();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const outcome = await pool.renderPages(bytes).then(
    (pages) => `${pages.length} pages, ${(pages.reduce((n, p) => n + p.webp.byteLength, 0) / 1024).toFixed(0)} KB WebP`,
    (error: unknown) => (error instanceof DocumentReadError ? error.reason : String(error)),
  );
  const ms = performance.now() - started;
  delay.disable();
  clearInterval(sampler);
  await sleep(DOCUMENT_READING_LIMITS.idleMs + 1_000);
  const after = process.memoryUsage.rss();
  console.log(
    `${name}: ${outcome} in ${ms.toFixed(0)} ms; event loop max ${(delay.max / 1e6).toFixed(0)} ms; ` +
      `RSS ${(before / MB).toFixed(0)} → peak ${(peak / MB).toFixed(0)} → ${(after / MB).toFixed(0)} MB after`,
  );
}
await pool.close();
