import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';
import { MAX_PDF_PAGES, PdfUnreadableError } from './pdf-text.ts';

/**
 * Bounds of a rendered ad page (docs/security.md "Rendering PDF ads"). The canvas is native memory the worker's
 * heap limit does not count, so its size is bounded here: at most PAGE_WIDTH wide and PAGE_MAX_HEIGHT high
 * (a very tall page is scaled down to fit), so one page costs at most 1240 × 3508 × 4 bytes ≈ 17 MB.
 */
export const PDF_PAGE_LIMITS = {
  /** Pixels wide: sharp at 2× on a 620 px column, readable when zoomed on a phone. */
  width: 1240,
  /** Two A4 pages' height at that width. */
  maxHeight: 3508,
  /** Images inside the PDF larger than this (pixels) are not decoded. */
  maxImageSize: 4096 * 4096,
  /** Pattern and mask canvases pdf.js creates while painting. */
  canvasMaxAreaInBytes: 32 * 1024 * 1024,
  /** All pages' WebP bytes together; pages past it are left out (the text and the PDF stay). */
  maxTotalBytes: 16 * 1024 * 1024,
  /** WebP quality: text stays crisp, a page of text is 50–150 KB. */
  quality: 82,
} as const;

/** One rendered page: its number (from 1), pixel size and WebP bytes. */
export type RenderedPdfPage = { page: number; width: number; height: number; webp: Uint8Array };

/** The scale that fits a page of this size (PDF points) into the bounds; width first, then height. */
export function pageScale(pointsWide: number, pointsHigh: number): number {
  if (!(pointsWide > 0) || !(pointsHigh > 0)) return 0;
  const scale = PDF_PAGE_LIMITS.width / pointsWide;
  return Math.min(scale, PDF_PAGE_LIMITS.maxHeight / pointsHigh);
}

/**
 * The first MAX_PDF_PAGES pages of a PDF as WebP images (docs/architecture.md "PDF ads as page images"). Runs
 * in the document worker only: pdf.js parses hostile bytes and paints into a native canvas. Fonts are drawn as
 * paths (no font loading, no eval). Throws PdfUnreadableError when pdf.js cannot open the file; a page that
 * fails to paint ends the list there.
 */
export async function renderPdfPages(bytes: Uint8Array): Promise<RenderedPdfPage[]> {
  // Loaded here, not at the top: the reader thread reads text far more often than it renders.
  const skia = await import('@napi-rs/canvas');
  const CanvasFactory = await createIsomorphicCanvasFactory(async () => skia);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
      maxImageSize: PDF_PAGE_LIMITS.maxImageSize,
      canvasMaxAreaInBytes: PDF_PAGE_LIMITS.canvasMaxAreaInBytes,
      CanvasFactory,
    });
  } catch (error) {
    throw new PdfUnreadableError(error);
  }
  const pages: RenderedPdfPage[] = [];
  let total = 0;
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number++) {
      const page = await pdf.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const scale = pageScale(base.width, base.height);
      if (!scale) break;
      const viewport = page.getViewport({ scale });
      const canvas = skia.createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      try {
        // pdf.js types its target as the DOM's canvas; skia's canvas implements the part it paints with.
        const target = canvas as unknown as HTMLCanvasElement;
        await page.render({ canvas: target, canvasContext: target.getContext('2d')!, viewport }).promise;
        const webp = await canvas.encode('webp', PDF_PAGE_LIMITS.quality);
        total += webp.byteLength;
        if (total > PDF_PAGE_LIMITS.maxTotalBytes) break;
        pages.push({ page: number, width: canvas.width, height: canvas.height, webp: new Uint8Array(webp) });
      } catch {
        break;
      } finally {
        // Frees the pixels now rather than at the next collection (native memory the heap limit does not see).
        canvas.width = 0;
        canvas.height = 0;
        page.cleanup();
      }
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
