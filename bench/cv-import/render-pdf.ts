import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from '@cantoo/pdf-lib';
import type { Block } from './cv-document';

const PAGE: [number, number] = [595, 842];
const TOP = 800;
const BOTTOM = 50;
const SIZE = 10;

type Fonts = { regular: PDFFont; bold: PDFFont };
/** A line to draw later (interleaved columns are drawn row by row, as word processors write them). */
type DrawOp = { page: PDFPage; pageIndex: number; x: number; y: number; text: string; size: number; font: PDFFont };

/** Draws blocks down a column; a new page when the column is full. */
class Column {
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    public page: PDFPage,
    private readonly x: number,
    private readonly width: number,
    public y = TOP,
    private readonly deferred?: DrawOp[],
  ) {}

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return [...lines, line];
  }

  line(text: string, options: { bold?: boolean; size?: number; indent?: number; width?: number } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? SIZE;
    const x = this.x + (options.indent ?? 0);
    for (const part of this.wrap(text, font, size, options.width ?? this.width - (options.indent ?? 0))) {
      if (this.y < BOTTOM) {
        this.page = this.pdf.addPage(PAGE);
        this.y = TOP;
      }
      if (this.deferred) {
        const pageIndex = this.pdf.getPages().indexOf(this.page);
        this.deferred.push({ page: this.page, pageIndex, x, y: this.y, text: part, size, font });
      } else this.page.drawText(part, { x, y: this.y, size, font });
      this.y -= size + 4;
    }
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
        return this.line(`• ${block.text}`, { indent: 12 });
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
 * The blocks as an A4 PDF in Helvetica (WinAnsi: German letters, dashes and bullets). Two columns are drawn
 * column by column, or with `interleave` row by row across both (as many word processors write them, so a
 * reader sees the sidebar's and the main column's lines of one height as one line).
 */
export async function renderPdf(blocks: readonly Block[], options: { interleave?: boolean } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const main = new Column(pdf, fonts, pdf.addPage(PAGE), 56, 483);
  for (const block of blocks) {
    if (block.t !== 'columns') {
      main.draw(block);
      continue;
    }
    // The sidebar first, then the main column beside it from the same height (or both row by row).
    const top = main.y - 10;
    const deferred = options.interleave ? ([] as DrawOp[]) : undefined;
    const left = new Column(pdf, fonts, main.page, 40, 150, top, deferred);
    block.left.forEach((b) => left.draw(b));
    const right = new Column(pdf, fonts, main.page, 215, 340, top, deferred);
    block.right.forEach((b) => right.draw(b));
    deferred
      ?.sort((a, b) => a.pageIndex - b.pageIndex || b.y - a.y || a.x - b.x)
      .forEach((op) => op.page.drawText(op.text, { x: op.x, y: op.y, size: op.size, font: op.font }));
    main.page = right.page;
    main.y = Math.min(left.page === right.page ? left.y : TOP, right.y);
  }
  pdf.setCreator('bench/cv-import');
  pdf.setProducer('bench/cv-import');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  return pdf.save({ useObjectStreams: false });
}
