import { PDFDocument, type PDFPage, StandardFonts } from '@cantoo/pdf-lib';
import { drawLigatureText, embedLigatureFonts, embedPhoto } from '../../server/storage/pdf-ligature-testing';
import type { Block } from './cv-document';

const PAGE: [number, number] = [595, 842];
const TOP = 800;
const BOTTOM = 50;
const SIZE = 10;

/** How lines are measured and drawn: Helvetica, or an embedded font with ligatures (pdf-ligature-testing.ts). */
type Typesetter = {
  width(text: string, size: number, bold: boolean): number;
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; bold: boolean }): void;
};
/** A line to draw later (interleaved columns are drawn row by row, as word processors write them). */
type DrawOp = { page: PDFPage; pageIndex: number; x: number; y: number; text: string; size: number; bold: boolean };

async function typesetter(pdf: PDFDocument, typeset: 'helvetica' | 'ligatures'): Promise<Typesetter> {
  if (typeset === 'ligatures') {
    const fonts = await embedLigatureFonts(pdf);
    return {
      width: (text, size) => fonts.text.widthOfTextAtSize(text, size),
      draw: (page, text, at) => drawLigatureText(page, fonts, text, at),
    };
  }
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return {
    width: (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(text, size),
    draw: (page, text, at) => page.drawText(text, { x: at.x, y: at.y, size: at.size, font: at.bold ? bold : regular }),
  };
}

/** Draws blocks down a column; a new page when the column is full. */
class Column {
  constructor(
    private readonly pdf: PDFDocument,
    private readonly type: Typesetter,
    public page: PDFPage,
    private readonly x: number,
    private readonly width: number,
    public y = TOP,
    private readonly deferred?: DrawOp[],
  ) {}

  private wrap(text: string, bold: boolean, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.type.width(next, size, bold) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return [...lines, line];
  }

  /** A text line, wrapped; `glyph` (a list's bullet) is drawn apart at the column's edge, as after a tab. */
  line(text: string, options: { bold?: boolean; size?: number; indent?: number; width?: number; glyph?: string } = {}) {
    const bold = options.bold ?? false;
    const size = options.size ?? SIZE;
    const x = this.x + (options.indent ?? 0);
    this.wrap(text, bold, size, options.width ?? this.width - (options.indent ?? 0)).forEach((part, i) => {
      if (this.y < BOTTOM) {
        this.page = this.pdf.addPage(PAGE);
        this.y = TOP;
      }
      if (options.glyph && i === 0) this.type.draw(this.page, options.glyph, { x: this.x, y: this.y, size, bold });
      if (this.deferred) {
        const pageIndex = this.pdf.getPages().indexOf(this.page);
        this.deferred.push({ page: this.page, pageIndex, x, y: this.y, text: part, size, bold });
      } else this.type.draw(this.page, part, { x, y: this.y, size, bold });
      this.y -= size + 4;
    });
  }

  draw(block: Block) {
    switch (block.t) {
      case 'title':
        return (this.line(block.text, { bold: true, size: 18 }), (this.y -= 6));
      case 'heading':
        return ((this.y -= 8), this.line(block.text, { bold: true, size: 12 }));
      case 'para':
        return this.line(block.text, { bold: block.bold });
      case 'bullet':
        return block.glyph
          ? this.line(block.text, { indent: 14, glyph: block.glyph })
          : this.line(`• ${block.text}`, { indent: 12 });
      case 'row': {
        const [left, right] = block.cells;
        const y = this.y;
        left.forEach((text) => this.line(text, { width: 130 }));
        const below = this.y;
        this.y = y;
        right.forEach((text) => this.line(text, { indent: 140 }));
        this.y = Math.min(this.y, below) - 2;
        return;
      }
      case 'columns':
        return;
    }
  }
}

/**
 * The blocks as an A4 PDF in Helvetica (WinAnsi: German letters, dashes and bullets), or with `typeset:
 * 'ligatures'` in an embedded font with ligature glyphs and with a photo top right. Two columns are drawn
 * column by column, or with `interleave` row by row across both (as many word processors write them, so a
 * reader sees the sidebar's and the main column's lines of one height as one line).
 */
export async function renderPdf(
  blocks: readonly Block[],
  options: { interleave?: boolean; typeset?: 'helvetica' | 'ligatures' } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const type = await typesetter(pdf, options.typeset ?? 'helvetica');
  const main = new Column(pdf, type, pdf.addPage(PAGE), 56, 483);
  if (options.typeset === 'ligatures') {
    main.page.drawImage(await embedPhoto(pdf), { x: 449, y: 690, width: 90, height: 112 });
  }
  for (const block of blocks) {
    if (block.t !== 'columns') {
      main.draw(block);
      continue;
    }
    // The sidebar first, then the main column beside it from the same height (or both row by row).
    const top = main.y - 10;
    const deferred = options.interleave ? ([] as DrawOp[]) : undefined;
    const left = new Column(pdf, type, main.page, 40, 150, top, deferred);
    block.left.forEach((b) => left.draw(b));
    const right = new Column(pdf, type, main.page, 215, 340, top, deferred);
    block.right.forEach((b) => right.draw(b));
    deferred
      ?.sort((a, b) => a.pageIndex - b.pageIndex || b.y - a.y || a.x - b.x)
      .forEach((op) => type.draw(op.page, op.text, op));
    main.page = right.page;
    main.y = Math.min(left.page === right.page ? left.y : TOP, right.y);
  }
  pdf.setCreator('bench/cv-import');
  pdf.setProducer('bench/cv-import');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  return pdf.save({ useObjectStreams: false });
}
