import { DOCX_MIME_TYPE } from '../storage/detect-file-type';
import { extractPdfText } from '../storage/pdf-text';
import { extractDocxText } from './docx-text';

/** CV types the import reads, by detected MIME type. */
export const CV_MIME_TYPES = ['application/pdf', DOCX_MIME_TYPE] as const;
export type CvMimeType = (typeof CV_MIME_TYPES)[number];

export const isCvMimeType = (mimeType: string): mimeType is CvMimeType =>
  (CV_MIME_TYPES as readonly string[]).includes(mimeType);

/**
 * A CV's text as lines. PDFs through the shared reader (pages and characters bounded, no fonts evaluated),
 * Word files through the bounded document-part reader. Throws PdfUnreadableError / DocxUnreadableError.
 */
export function extractCvText(bytes: Uint8Array, mimeType: CvMimeType): Promise<string> {
  return mimeType === 'application/pdf' ? extractPdfText(bytes) : Promise.resolve(extractDocxText(bytes));
}
