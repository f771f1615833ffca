import { type PDFDocument, type PDFFont, type PDFPage, rgb, type RGB } from '@cantoo/pdf-lib';

/** A4 in PostScript points; margins after DIN 5008 (left 20 mm, right 17 mm, the footer's 30 mm). */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const LEFT = 57;
export const RIGHT = PAGE.width - 48;
export const FOOTER_TOP = 92;

export const INK = rgb(0.13, 0.13, 0.15);
export const MUTED = rgb(0.4, 0.4, 0.44);
export const HAIRLINE = rgb(0.8, 0.8, 0.82);

type TextStyle = { size: number; bold?: boolean; color?: RGB };

/** "#33bda6" → the colour pdf-lib draws; a malformed value (the config validates it) falls back to ink. */
export function hexColor(hex: string): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return INK;
  const [red, green, blue] = match.slice(1).map((part) => parseInt(part, 16) / 255);
  return rgb(red, green, blue);
}

/** The brand colour lightened towards white (the table head's background), so dark text stays readable. */
export function tint(color: RGB, share: number): RGB {
  return rgb(1 - (1 - color.red) * share, 1 - (1 - color.green) * share, 1 - (1 - color.blue) * share);
}

/** WCAG relative luminance of an sRGB colour. */
function luminance({ red, green, blue }: RGB): number {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** Contrast of a colour against white paper (WCAG: 4.5 for text). */
export const contrastOnWhite = (color: RGB): number => 1.05 / (luminance(color) + 0.05);

/**
 * The brand colour as text on white: darkened in small steps until it reaches 4.5:1, as the web pages derive
 * their darker shade (#33bda6 alone is 2.4:1); a colour dark enough stays as it is.
 */
export function readableOnWhite(color: RGB): RGB {
  let shade = color;
  while (contrastOnWhite(shade) < 4.5) shade = rgb(shade.red * 0.92, shade.green * 0.92, shade.blue * 0.92);
  return shade;
}

/** Line breaks, tabs and runs of spaces in stored texts would draw as gaps or missing glyphs: one space. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Pages, fonts and a cursor that runs down the page: the invoice is drawn top to bottom, and `ensure` starts a
 * new page (with the caller's running head) when the next block would reach the footer.
 */
export class InvoiceCanvas {
  page: PDFPage;
  y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly runningHead: (canvas: InvoiceCanvas) => void,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height;
  }

  private addPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    return page;
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  width(text: string, style: TextStyle): number {
    return this.font(style.bold).widthOfTextAtSize(clean(text), style.size);
  }

  /** Starts a new page if `height` points do not fit above the footer any more. */
  ensure(height: number): boolean {
    if (this.y - height >= FOOTER_TOP) return false;
    this.page = this.addPage();
    this.y = PAGE.height;
    this.runningHead(this);
    return true;
  }

  /** Text with its baseline at y, left-aligned at x (or right-aligned to x). */
  text(text: string, x: number, y: number, style: TextStyle & { align?: 'left' | 'right' }): void {
    const value = clean(text);
    if (!value) return;
    const left = style.align === 'right' ? x - this.width(value, style) : x;
    this.page.drawText(value, { x: left, y, size: style.size, font: this.font(style.bold), color: style.color ?? INK });
  }

  /** Breaks a text into lines no wider than `width`; a word longer than a line is cut. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of clean(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.width(line, style) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && this.width(line.slice(0, cut), style) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A wrapped paragraph from the cursor down; returns nothing, moves the cursor below it. */
  paragraph(text: string, x: number, width: number, style: TextStyle & { leading?: number }): void {
    const leading = style.leading ?? style.size * 1.4;
    for (const line of this.wrap(text, width, style)) {
      this.ensure(leading);
      this.y -= leading;
      this.text(line, x, this.y, style);
    }
  }

  rule(y: number, color: RGB, thickness = 0.5, from = LEFT, to = RIGHT): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }

  box(x: number, y: number, width: number, height: number, color: RGB): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }
}
