import { describe, expect, it } from 'vitest';
import { simplePdf } from '../seed/pdf';
import { multiPagePdf } from './pdf-testing';
import { extractPdfText, MAX_PDF_PAGES, MAX_PDF_TEXT_CHARS, PdfUnreadableError } from './pdf-text';

describe('extractPdfText (job_per_file: the PDF ad indexed for search)', () => {
  it('reads the words of a job ad, umlauts included', async () => {
    const pdf = simplePdf('Bäckereifachverkäufer (m/w/d) in Rosenheim', [
      { heading: 'Ihre Aufgaben', text: 'Beratung und Verkauf unserer Backwaren – freundlich und zuverlässig.' },
    ]);
    const text = await extractPdfText(pdf);
    expect(text).toContain('Bäckereifachverkäufer (m/w/d) in Rosenheim');
    expect(text).toContain('Ihre Aufgaben');
    expect(text).toContain('Beratung und Verkauf unserer Backwaren – freundlich und zuverlässig.');
  });

  it('keeps the pages in order, separated by a blank line', async () => {
    const text = await extractPdfText(multiPagePdf([['Seite eins', 'zweite Zeile'], ['Seite zwei']]));
    expect(text).toBe('Seite eins\nzweite Zeile\n\nSeite zwei');
  });

  it(`reads at most ${MAX_PDF_PAGES} pages`, async () => {
    const pages = Array.from({ length: MAX_PDF_PAGES + 5 }, (_, i) => [`Seite ${i + 1}`]);
    const text = await extractPdfText(multiPagePdf(pages));
    expect(text).toContain(`Seite ${MAX_PDF_PAGES}`);
    expect(text).not.toContain(`Seite ${MAX_PDF_PAGES + 1}`);
  });

  it(`keeps at most ${MAX_PDF_TEXT_CHARS} characters`, async () => {
    const line = 'Pflegefachkraft Intensivstation Nachtdienst Teilzeit '.repeat(3).trim();
    const pages = Array.from({ length: MAX_PDF_PAGES }, () => Array.from({ length: 50 }, () => line));
    const text = await extractPdfText(multiPagePdf(pages));
    expect(text).toHaveLength(MAX_PDF_TEXT_CHARS);
  });

  it('gives no text for a page without any', async () => {
    expect(await extractPdfText(multiPagePdf([[]]))).toBe('');
  });

  it('leaves the caller its bytes', async () => {
    const bytes = multiPagePdf([['Koch']]);
    await extractPdfText(bytes);
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(await extractPdfText(bytes)).toBe('Koch');
  });

  it('refuses a file that is no readable PDF with a German message', async () => {
    const error = await extractPdfText(new TextEncoder().encode('%PDF-1.4\nkaputt')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfUnreadableError);
    expect((error as Error).message).toMatch(/^Die PDF-Datei lässt sich nicht lesen/);
  });
});
