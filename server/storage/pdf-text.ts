import { getDocumentProxy } from 'unpdf';
import { pageText, type TextItem } from './pdf-text-items.ts';

/** Pages read at most: a job ad is one or two pages; a catalogue uploaded by mistake is not read to its end. */
export const MAX_PDF_PAGES = 20;
/** Characters kept at most: plenty for a job ad's words in the search index, small enough for one row. */
export const MAX_PDF_TEXT_CHARS = 50_000;

/** The file is no PDF that can be read (damaged, encrypted, or not a PDF at all). `message` is German. */
export class PdfUnreadableError extends Error {
  constructor(cause: unknown) {
    super('Die PDF-Datei lässt sich nicht lesen. Bitte laden Sie eine unbeschädigte PDF-Datei ohne Passwort hoch.', {
      cause,
    });
    this.name = 'PdfUnreadableError';
  }
}

/**
 * The text of an uploaded PDF (job_per_file), for the search index: the first MAX_PDF_PAGES pages, at most
 * MAX_PDF_TEXT_CHARS characters, pages separated by a blank line; '' for a PDF without text (a scan). Fonts
 * are never loaded or evaluated. Throws PdfUnreadableError for a file pdf.js cannot open.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js takes over the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      // Errors only: text extraction needs no glyph data, so pdf.js's warning about the standard fonts is noise.
      verbosity: 0,
    });
  } catch (error) {
    throw new PdfUnreadableError(error);
  }
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES) && length < MAX_PDF_TEXT_CHARS; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = pageText(content.items as TextItem[]);
      page.cleanup();
      if (!text) continue;
      pages.push(text);
      length += text.length + 2;
    }
    return pages.join('\n\n').slice(0, MAX_PDF_TEXT_CHARS);
  } catch (error) {
    throw new PdfUnreadableError(error);
  } finally {
    await pdf.destroy();
  }
}
