import fontkit from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import messages from '../../../messages/de.json';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { fill } from '../../mail/template';
import {
  FOOTER_TOP,
  hexColor,
  InvoiceCanvas,
  LEFT,
  MUTED,
  PAGE,
  readableOnWhite,
  RIGHT,
} from '../../commerce/invoices/invoice-pdf-canvas';
import { invoiceFonts } from '../../commerce/invoices/invoice-fonts';
import { termsByTid } from '../../taxonomy/term-cache';
import type { ResumeRow } from '../own-resume';
import { pdfTextLines, resumePdfContent } from './resume-pdf-lines';

const m = messages.resume.pdfDocument;
const WIDTH = RIGHT - LEFT;
/** No OpenType shaping (see invoice-pdf.ts): pdf-lib ignores shaped positions and it costs time. */
const FONT_FEATURES = Object.fromEntries(
  ['liga', 'clig', 'calt', 'rclt', 'ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'curs', 'kern'].map((tag) => [tag, false]),
);

/** Where the resume is from: the site's name and colour (its theme). */
export type ResumePdfSite = { name: string; primaryColor: string };

/** The holder's e-mail address (for the owner and an application's employer only) and the date printed. */
export type ResumePdfOptions = { email?: string; now?: Date };

const BULLET_INDENT = 10;

/** A free text line by line, bullet points with a hanging indent (pdfTextLines). */
function drawText(canvas: InvoiceCanvas, text: string, style: { size: number; leading: number }) {
  for (const line of pdfTextLines(text)) {
    if (!line.bullet) {
      canvas.paragraph(line.text, LEFT, WIDTH, style);
      continue;
    }
    canvas.ensure(style.leading);
    // The bullet on the first line's baseline: the paragraph moves the cursor down before its first line.
    canvas.text('•', LEFT + 2, canvas.y - style.leading, style);
    canvas.paragraph(line.text, LEFT + BULLET_INDENT, WIDTH - BULLET_INDENT, style);
  }
}

const PHOTO_SIZE = 96;

/** The resume's photo bytes (the clean JPEG or PNG of resume-photo.ts), when the row names one. */
async function photoOf(db: Db, storage: FileStorage, resume: ResumeRow) {
  const id = resume.personalInfo.photoFileId;
  if (!id) return null;
  const [file] = await db
    .select({ key: files.storageKey, mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerId, resume.userId), eq(files.purpose, 'resume_photo')))
    .limit(1);
  if (!file) return null;
  const bytes = new Uint8Array(await new Response(await storage.read(file.key)).arrayBuffer());
  return { bytes, png: file.mimeType === 'image/png' };
}

/**
 * The resume as an A4 PDF with embedded Inter (the site's type, as the invoices): the name, the personal
 * facts, "about me", then job wishes, work experience, education, languages and skills, with page numbers.
 * The photo (top right) comes from storage. It prints the row as given: pass the owner's row for the owner
 * (or for an application the owner sends); a row shaped by resume-view.ts for anyone else, so private fields
 * stay out.
 */
export async function renderResumePdf(
  db: Db,
  storage: FileStorage,
  resume: ResumeRow,
  site: ResumePdfSite,
  { email, now = new Date() }: ResumePdfOptions = {},
): Promise<Uint8Array> {
  const labels = new Map([...(await termsByTid(db, [])).values()].map((t) => [t.tid, t.label]));
  const content = resumePdfContent(resume, labels, email);
  const brand = readableOnWhite(hexColor(site.primaryColor));
  const fontFiles = await invoiceFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = {
    regular: await pdf.embedFont(fontFiles.regular, { subset: true, features: FONT_FEATURES }),
    bold: await pdf.embedFont(fontFiles.bold, { subset: true, features: FONT_FEATURES }),
  };
  const canvas = new InvoiceCanvas(pdf, fonts, (next) => {
    next.text(content.name, LEFT, PAGE.height - 48, { size: 9, color: MUTED });
    next.y = PAGE.height - 64;
  });
  const photo = await photoOf(db, storage, resume);
  if (photo) {
    const image = photo.png ? await pdf.embedPng(photo.bytes) : await pdf.embedJpg(photo.bytes);
    canvas.page.drawImage(image, {
      x: RIGHT - PHOTO_SIZE,
      y: PAGE.height - 48 - PHOTO_SIZE,
      width: PHOTO_SIZE,
      height: PHOTO_SIZE,
    });
  }
  canvas.text(content.name, LEFT, PAGE.height - 72, { size: 22, bold: true, color: brand });
  canvas.y = PAGE.height - 84;
  for (const [label, value] of content.facts) {
    canvas.y -= 13;
    canvas.text(`${label}: ${value}`, LEFT, canvas.y, { size: 9.5, color: MUTED });
  }
  // Below the photo, when there is one.
  canvas.y = Math.min(canvas.y - 10, photo ? PAGE.height - 56 - PHOTO_SIZE : PAGE.height);
  canvas.rule(canvas.y, brand, 1.5);
  canvas.y -= 8;
  if (content.about) {
    drawText(canvas, content.about, { size: 10, leading: 14 });
    canvas.y -= 8;
  }
  for (const section of content.sections) {
    canvas.ensure(48);
    canvas.y -= 22;
    canvas.text(section.heading, LEFT, canvas.y, { size: 13, bold: true, color: brand });
    canvas.y -= 4;
    for (const entry of section.entries) {
      canvas.ensure(30);
      if (entry.title) canvas.paragraph(entry.title, LEFT, WIDTH, { size: 10.5, bold: true, leading: 15 });
      for (const fact of entry.facts) canvas.paragraph(fact, LEFT, WIDTH, { size: 9.5, leading: 13, color: MUTED });
      if (entry.text) drawText(canvas, entry.text, { size: 9.5, leading: 13 });
      canvas.y -= 6;
    }
  }
  const date = now.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });
  canvas.pages.forEach((page, index) => {
    canvas.page = page;
    canvas.text(fill(m.footer, { siteName: site.name, date }), LEFT, FOOTER_TOP - 60, { size: 7, color: MUTED });
    const label = fill(m.page, { page: index + 1, pages: canvas.pages.length });
    canvas.text(label, RIGHT, FOOTER_TOP - 60, { size: 7, color: MUTED, align: 'right' });
  });
  pdf.setTitle(`${m.title} ${content.name}`, { showInWindowTitleBar: true });
  pdf.setCreator(site.name);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return pdf.save();
}
