import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { ResumePdfRenderer } from './resume-pdf-renderer';

/**
 * Test helper: a real (if plain) PDF of the resume's name, standing in for the resume track's renderer where
 * the seam is tested before the merge: the file goes through the same content check as any upload.
 */
export const plainResumePdf: ResumePdfRenderer = async (_db, resume) => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const name = `${resume.personalInfo.firstName ?? ''} ${resume.personalInfo.lastName ?? ''}`.trim();
  pdf.addPage().drawText(`Lebenslauf ${name}`, { x: 50, y: 750, size: 14, font });
  return pdf.save();
};
