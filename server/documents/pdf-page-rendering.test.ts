// PDF ads are shown as page images rendered in the reader thread, within hard bounds (docs/security.md
// "Rendering PDF ads").
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../seed/pdf';
import { multiPagePdf } from '../storage/pdf-testing';
import { PDF_PAGE_LIMITS } from '../storage/pdf-pages';
import { MAX_PDF_PAGES } from '../storage/pdf-text';
import { DOCUMENT_READING_LIMITS, DocumentPool, DocumentReadError } from './document-pool';
import { HOSTILE_DOCUMENTS } from './hostile-documents-testing';

const pool = new DocumentPool();
afterAll(() => pool.close());

const outcome = (work: Promise<unknown[]>) =>
  work.then(
    (pages) => `${pages.length} pages`,
    (error: unknown) => (error instanceof DocumentReadError ? error.reason : error),
  );

/** A one-page PDF whose page is `wide` × `high` points, with a black bar across it. */
function pageOfSize(wide: number, high: number): Uint8Array {
  const content = `0 0 0 rg 0 0 ${wide} ${Math.min(high, 100)} re f`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${wide} ${high}] /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('rendering a PDF ad as page images', () => {
  it('renders each page as a WebP image at the page width, with the ad’s text painted on it', async () => {
    const pdf = simplePdf('Pflegefachkraft (m/w/d) in Rosenheim', [
      { heading: 'Ihre Aufgaben', text: 'Pflege mit Herz und Verstand. '.repeat(20) },
    ]);
    const [page, ...rest] = await pool.renderPages(pdf);
    expect(rest).toHaveLength(0);
    expect(page.page).toBe(1);
    // A4 portrait at the configured width.
    expect(page.width).toBe(PDF_PAGE_LIMITS.width);
    expect(page.height).toBe(Math.round((PDF_PAGE_LIMITS.width * 842) / 595));
    const image = sharp(page.webp);
    expect((await image.metadata()).format).toBe('webp');
    // Not a blank page: the heading and text leave dark pixels.
    const { channels } = await image.stats();
    expect(channels[0].min).toBeLessThan(80);
  }, 30_000);

  it('renders at most as many pages as the text reader reads', async () => {
    const pdf = multiPagePdf(Array.from({ length: MAX_PDF_PAGES + 5 }, (_, i) => [`Seite ${i + 1}`]));
    const pages = await pool.renderPages(pdf);
    expect(pages.map((p) => p.page)).toEqual(Array.from({ length: MAX_PDF_PAGES }, (_, i) => i + 1));
  }, 60_000);

  it('scales a page far taller or wider than paper into the bounds instead of allocating its size', async () => {
    for (const [wide, high] of [
      [595, 14_400],
      [14_400, 595],
    ]) {
      const [page] = await pool.renderPages(pageOfSize(wide, high));
      expect(page.width).toBeLessThanOrEqual(PDF_PAGE_LIMITS.width);
      expect(page.height).toBeLessThanOrEqual(PDF_PAGE_LIMITS.maxHeight);
      expect(page.width * page.height).toBeGreaterThan(0);
    }
  }, 30_000);

  it('refuses a file that is no PDF', async () => {
    expect(await outcome(pool.renderPages(new TextEncoder().encode('kein PDF')))).toBe('unreadable');
  });

  it.each(['text-bomb.pdf', 'flate-bomb.pdf', 'many-pages.pdf'] as const)(
    'refuses or bounds %s within the render time limit while the event loop stays free',
    async (name) => {
      const { bytes } = HOSTILE_DOCUMENTS[name]();
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = performance.now();
      const result = await outcome(pool.renderPages(bytes));
      const ms = performance.now() - started;
      delay.disable();
      expect(result).toBe(name === 'many-pages.pdf' ? `${MAX_PDF_PAGES} pages` : 'unreadable');
      expect(ms).toBeLessThan(DOCUMENT_READING_LIMITS.renderTimeoutMs);
      // Generous for a shared test machine: the point is that the painting happens in the thread.
      expect(delay.max / 1e6).toBeLessThan(300);
    },
    60_000,
  );
});
