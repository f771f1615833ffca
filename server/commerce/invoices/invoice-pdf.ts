import fontkit from '@cantoo/fontkit';
import { PDFDocument, type RGB } from '@cantoo/pdf-lib';
import messages from '../../../messages/de.json';
import { fill } from '../../mail/template';
import type { InvoiceDocument } from './invoice-document';
import { invoiceFonts } from './invoice-fonts';
import {
  FOOTER_TOP,
  HAIRLINE,
  hexColor,
  INK,
  InvoiceCanvas,
  LEFT,
  MUTED,
  PAGE,
  readableOnWhite,
  RIGHT,
  tint,
} from './invoice-pdf-canvas';
import { documentTitle, type InvoiceLayout, invoiceLayout } from './invoice-pdf-layout';

/** Right edges of the number columns and the left edges of the text columns of the lines table. */
const COLUMNS = { position: LEFT + 4, service: LEFT + 34, quantity: 372, unitPrice: 458, amount: RIGHT - 4 };
const SERVICE_WIDTH = 300 - COLUMNS.service;
const META_LABEL_X = 330;
const META_VALUE_X = 430;
const PRODUCER = '@cantoo/pdf-lib, @e-invoice-eu/core';

/**
 * No OpenType shaping: pdf-lib places glyphs by their advance widths and ignores shaped positions, so
 * kerning gains nothing, and Inter's ligatures and contextual alternates cost ten times the time per text
 * (the order waits for the PDF). Without ligatures, copied text also stays letter for letter.
 */
const FONT_FEATURES = Object.fromEntries(
  ['liga', 'clig', 'calt', 'rclt', 'ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'curs', 'kern'].map((tag) => [tag, false]),
);

function drawLetterhead(canvas: InvoiceCanvas, layout: InvoiceLayout, brand: RGB, full: boolean): void {
  const top = PAGE.height - 56;
  canvas.text(layout.siteName, LEFT, top, { size: 18, bold: true, color: readableOnWhite(brand) });
  canvas.text(layout.siteHost, LEFT, top - 14, { size: 8.5, color: MUTED });
  if (full) {
    layout.letterhead.forEach((line, index) =>
      canvas.text(line, RIGHT, top + 6 - index * 11, { size: 8.5, bold: index === 0, align: 'right', color: INK }),
    );
  } else {
    // Further pages name the invoice they belong to.
    const [label, number] = layout.meta[0];
    canvas.text(`${label} ${number}`, RIGHT, top, { size: 8.5, align: 'right', color: INK });
  }
  canvas.rule(PAGE.height - 104, brand, 1.5);
  canvas.y = PAGE.height - 110;
}

/** DIN 5008 form B: the address field starts 45 mm from the top; the meta block sits to its right. */
function drawAddressAndMeta(canvas: InvoiceCanvas, layout: InvoiceLayout): void {
  const top = PAGE.height - 138;
  canvas.text(layout.senderLine, LEFT, top, { size: 6.5, color: MUTED });
  canvas.rule(top - 2.5, HAIRLINE, 0.4, LEFT, LEFT + Math.min(255, canvas.width(layout.senderLine, { size: 6.5 })));
  let addressY = top - 16;
  layout.address.forEach((line, index) => {
    canvas.text(line, LEFT, addressY, { size: 10, bold: index === 0 });
    addressY -= 13;
  });
  let metaY = top;
  for (const [label, value] of layout.meta) {
    canvas.text(label, META_LABEL_X, metaY, { size: 8.5, color: MUTED });
    canvas.text(value, META_VALUE_X, metaY, { size: 8.5 });
    metaY -= 12.5;
  }
  canvas.y = Math.min(addressY, metaY) - 18;
}

function drawTableHeader(canvas: InvoiceCanvas, layout: InvoiceLayout, brand: RGB): void {
  canvas.ensure(40);
  const [position, service, quantity, unitPrice, amount] = layout.tableHeader;
  canvas.box(LEFT, canvas.y - 18, RIGHT - LEFT, 18, tint(brand, 0.14));
  const y = canvas.y - 12.5;
  const style = { size: 8.5, bold: true } as const;
  canvas.text(position, COLUMNS.position, y, style);
  canvas.text(service, COLUMNS.service, y, style);
  canvas.text(quantity, COLUMNS.quantity, y, { ...style, align: 'right' });
  canvas.text(unitPrice, COLUMNS.unitPrice, y, { ...style, align: 'right' });
  canvas.text(amount, COLUMNS.amount, y, { ...style, align: 'right' });
  canvas.rule(canvas.y - 18, brand, 1);
  canvas.y -= 18;
}

function drawRows(canvas: InvoiceCanvas, layout: InvoiceLayout, brand: RGB): void {
  drawTableHeader(canvas, layout, brand);
  for (const row of layout.rows) {
    const nameLines = canvas.wrap(row.name, SERVICE_WIDTH, { size: 9.5, bold: true });
    const descriptionLines = row.description ? canvas.wrap(row.description, SERVICE_WIDTH, { size: 8.5 }) : [];
    const height = 10 + nameLines.length * 13 + descriptionLines.length * 11.5;
    if (canvas.ensure(height)) drawTableHeader(canvas, layout, brand);
    let y = canvas.y - 15;
    canvas.text(row.position, COLUMNS.position, y, { size: 9.5 });
    canvas.text(row.quantity, COLUMNS.quantity, y, { size: 9.5, align: 'right' });
    canvas.text(row.unitPrice, COLUMNS.unitPrice, y, { size: 9.5, align: 'right' });
    canvas.text(row.amount, COLUMNS.amount, y, { size: 9.5, align: 'right' });
    for (const line of nameLines) {
      canvas.text(line, COLUMNS.service, y, { size: 9.5, bold: true });
      y -= 13;
    }
    for (const line of descriptionLines) {
      canvas.text(line, COLUMNS.service, y + 1.5, { size: 8.5, color: MUTED });
      y -= 11.5;
    }
    canvas.y -= height;
    canvas.rule(canvas.y, HAIRLINE);
  }
}

function drawTotals(canvas: InvoiceCanvas, layout: InvoiceLayout, brand: RGB): void {
  canvas.ensure(20 + layout.totals.length * 16);
  canvas.y -= 6;
  for (const total of layout.totals) {
    if (total.strong) canvas.rule(canvas.y - 4, brand, 1, META_LABEL_X, RIGHT);
    canvas.y -= total.strong ? 18 : 14;
    const style = { size: total.strong ? 10.5 : 9.5, bold: total.strong };
    canvas.text(total.label, META_LABEL_X, canvas.y, style);
    canvas.text(total.value, COLUMNS.amount, canvas.y, { ...style, align: 'right' });
  }
  canvas.y -= 10;
}

function drawNotesAndPayment(canvas: InvoiceCanvas, layout: InvoiceLayout): void {
  layout.notes.forEach((note, index) =>
    canvas.paragraph(note, LEFT, RIGHT - LEFT, { size: 9, bold: index === 0, leading: 13 }),
  );
  if (layout.notes.length) canvas.y -= 8;
  for (const line of layout.payment) canvas.paragraph(line, LEFT, RIGHT - LEFT, { size: 9, leading: 13 });
  if (layout.account.length) {
    canvas.ensure(layout.account.length * 12.5 + 4);
    canvas.y -= 4;
    for (const [label, value] of layout.account) {
      canvas.y -= 12.5;
      canvas.text(label, LEFT, canvas.y, { size: 9, color: MUTED });
      canvas.text(value, LEFT + 110, canvas.y, { size: 9 });
    }
  }
}

/** The seller's footer (§35a GmbHG: register and managing directors) and the page number on every page. */
function drawFooters(canvas: InvoiceCanvas, layout: InvoiceLayout, brand: RGB): void {
  const columnWidth = (RIGHT - LEFT) / layout.footer.length;
  canvas.pages.forEach((page, index) => {
    canvas.page = page;
    canvas.rule(FOOTER_TOP - 14, brand, 0.75);
    layout.footer.forEach((column, columnIndex) =>
      column.forEach((line, lineIndex) =>
        canvas.text(line, LEFT + columnIndex * columnWidth, FOOTER_TOP - 26 - lineIndex * 9.5, {
          size: 7,
          color: MUTED,
        }),
      ),
    );
    const label = fill(messages.invoice.footer.page, { page: index + 1, pages: canvas.pages.length });
    canvas.text(label, RIGHT, 22, { size: 7, color: MUTED, align: 'right' });
  });
}

/**
 * The invoice as a German PDF (the visible half of the ZUGFeRD file): the site's name and colour, the
 * seller's letterhead, the buyer's address, the §14 UStG facts, the lines, totals, the VAT note and payment.
 * Fonts are embedded (PDF/A); the caller adds the XML and saves (render-invoice.ts).
 */
export async function buildInvoicePdf(document: InvoiceDocument): Promise<PDFDocument> {
  const layout = invoiceLayout(document);
  const brand = hexColor(layout.primaryColor);
  const fontFiles = await invoiceFonts();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const fonts = {
    regular: await pdf.embedFont(fontFiles.regular, { subset: true, features: FONT_FEATURES }),
    bold: await pdf.embedFont(fontFiles.bold, { subset: true, features: FONT_FEATURES }),
  };
  const canvas = new InvoiceCanvas(pdf, fonts, (next) => drawLetterhead(next, layout, brand, false));
  drawLetterhead(canvas, layout, brand, true);
  drawAddressAndMeta(canvas, layout);
  canvas.text(layout.heading, LEFT, canvas.y, { size: 16, bold: true });
  canvas.y -= 6;
  canvas.paragraph(layout.intro, LEFT, RIGHT - LEFT, { size: 9.5, leading: 14 });
  canvas.y -= 10;
  drawRows(canvas, layout, brand);
  drawTotals(canvas, layout, brand);
  drawNotesAndPayment(canvas, layout);
  drawFooters(canvas, layout, brand);

  // PDF/A: these entries are mirrored into the XMP packet when the file is saved.
  const { title, subject, keywords } = documentTitle(document);
  const now = new Date();
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setSubject(subject);
  pdf.setAuthor(document.seller.name);
  pdf.setKeywords([keywords]);
  pdf.setCreator(document.site.name);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  pdf.setLanguage('de-DE');
  return pdf;
}
