import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@cantoo/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage } from '@cantoo/pdf-lib';
import { Canvas } from '../seed/png';

/**
 * PDFs as word processors that typeset ligatures write them (test and benchmark helper): the text in an
 * embedded TrueType font, every ligature ("fi", "fl" as the glyphs U+FB01/U+FB02, "ff", "ffi", "ffl" as the
 * font's shaped ligature glyphs) from a font resource of its own, so pdf.js hands each ligature over as a
 * text item of its own, touching the letters before and after it. Geist (SIL Open Font License), shipped with
 * Next.js, has these glyphs; the site's Inter files have none.
 */
const GEIST = path.join(
  process.cwd(),
  'node_modules',
  'next',
  'dist',
  'compiled',
  '@vercel',
  'og',
  'Geist-Regular.ttf',
);

export type LigatureFonts = { text: PDFFont; ligature: PDFFont };

export async function embedLigatureFonts(pdf: PDFDocument): Promise<LigatureFonts> {
  // fontkit's default export is the module object pdf-lib expects; its type differs only in name.
  pdf.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const bytes = readFileSync(GEIST);
  return {
    text: await pdf.embedFont(bytes, { subset: true }),
    ligature: await pdf.embedFont(bytes, { subset: true }),
  };
}

const LIGATURE = /(ffi|ffl|ff|fi|fl)/;
const AS_GLYPH: Record<string, string> = { fi: '\uFB01', fl: '\uFB02' };

/** Draws one line at (x, y), run by run; the runs touch as the shaped line does. */
export function drawLigatureText(
  page: PDFPage,
  fonts: LigatureFonts,
  text: string,
  at: { x: number; y: number; size: number },
): void {
  let x = at.x;
  for (const run of text.split(LIGATURE).filter(Boolean)) {
    const ligature = LIGATURE.test(run);
    const font = ligature ? fonts.ligature : fonts.text;
    const glyphs = ligature ? (AS_GLYPH[run] ?? run) : run;
    page.drawText(glyphs, { x, y: at.y, size: at.size, font });
    x += font.widthOfTextAtSize(glyphs, at.size);
  }
}

/** A passport photo's placeholder (head and shoulders), as CVs in Germany often carry one top right. */
export async function embedPhoto(pdf: PDFDocument): Promise<PDFImage> {
  const canvas = new Canvas(120, 150, [222, 228, 235]);
  canvas.circle(60, 58, 30, [176, 141, 115]);
  canvas.rect(20, 100, 80, 50, [55, 71, 79]);
  return pdf.embedPng(canvas.toPng());
}

/** A one-page A4 PDF of `lines` (11 pt, ligatures as above), with a photo top right. */
export async function ligaturePdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await embedLigatureFonts(pdf);
  const page = pdf.addPage([595, 842]);
  page.drawImage(await embedPhoto(pdf), { x: 449, y: 662, width: 90, height: 112 });
  lines.forEach((line, i) => drawLigatureText(page, fonts, line, { x: 56, y: 780 - i * 15, size: 11 }));
  return pdf.save({ useObjectStreams: false });
}
