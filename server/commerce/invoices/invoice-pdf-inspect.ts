import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFStream } from '@cantoo/pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

/** What a test reads back out of a rendered invoice PDF (for tests; nothing here runs in the app). */
export type PdfInspection = {
  text: string;
  pages: number;
  attachments: Array<{ name: string; mimeType?: string; afRelationship?: string; data: Uint8Array }>;
  /** Entries of the catalog's /AF array (PDF/A-3 associated files). */
  associatedFiles: number;
  /** The XMP packet, decoded as strict UTF-8 (an invalid byte fails the test). */
  xmp: string;
  info: { title?: string; author?: string; subject?: string; creator?: string; producer?: string; keywords?: string };
  hasTrailerId: boolean;
};

function streamBytes(stream: PDFStream): Uint8Array {
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
}

export async function inspectPdf(file: Uint8Array): Promise<PdfInspection> {
  const pdf = await PDFDocument.load(file, { updateMetadata: false });
  const metadata = pdf.catalog.lookup(PDFName.of('Metadata'));
  const xmp =
    metadata instanceof PDFStream ? new TextDecoder('utf-8', { fatal: true }).decode(streamBytes(metadata)) : '';
  const associated = pdf.catalog.lookup(PDFName.of('AF'));
  const proxy = await getDocumentProxy(new Uint8Array(file));
  const { text } = await extractText(proxy, { mergePages: true });
  return {
    text,
    pages: pdf.getPageCount(),
    attachments: pdf.getAttachments().map((attachment) => ({
      name: attachment.name,
      mimeType: attachment.mimeType,
      afRelationship: attachment.afRelationship,
      data: attachment.data,
    })),
    associatedFiles: associated instanceof PDFArray ? associated.size() : 0,
    xmp,
    info: {
      title: pdf.getTitle(),
      author: pdf.getAuthor(),
      subject: pdf.getSubject(),
      creator: pdf.getCreator(),
      producer: pdf.getProducer(),
      keywords: pdf.getKeywords(),
    },
    hasTrailerId: pdf.context.trailerInfo.ID !== undefined,
  };
}

/** The text of one XMP property (`dc:title`'s x-default entry, `pdfaid:part`, …), or null. */
export function xmpValue(xmp: string, property: string): string | null {
  const match = new RegExp(`<${property}>(?:\\s*<rdf:(?:Alt|Seq)>\\s*<rdf:li[^>]*>)?([^<]*)<`).exec(xmp);
  return match ? match[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') : null;
}
