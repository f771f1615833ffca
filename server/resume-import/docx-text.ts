import { Unzip, UnzipInflate } from 'fflate';
import { Parser } from 'htmlparser2';

/** The document part of a Word file: at most this many bytes once inflated (a CV's is some 100 KB). */
export const MAX_DOCX_XML_BYTES = 4 * 1024 * 1024;
/**
 * Elements open at once, at most: a CV's body nests some ten deep (table, row, cell, paragraph, run, text);
 * the parser's stack costs time per level, so a file of thousands of unclosed tags is refused, not read.
 */
export const MAX_DOCX_DEPTH = 256;
const DOCUMENT_PART = 'word/document.xml';

/** The file is no Word document that can be read. `message` is German (shown to the applicant). */
export class DocxUnreadableError extends Error {
  constructor(cause?: unknown) {
    super('Die Word-Datei lässt sich nicht lesen. Bitte lade eine unbeschädigte DOCX-Datei hoch.', { cause });
    this.name = 'DocxUnreadableError';
  }
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What one top-level table row gives: a line of its cells, or their paragraphs cell by cell. */
function rowLines(cells: string[][]): string[] {
  const filled = cells.map((cell) => cell.filter(Boolean));
  return filled.every((cell) => cell.length <= 1) ? [filled.flat().join(' ')] : filled.flat();
}

/**
 * The body as lines, the way the PDF reader gives them: one line per paragraph; a table row whose cells
 * hold one paragraph each is one line (a "Zeitraum | Tätigkeit" row), otherwise its cells' paragraphs
 * follow each other cell by cell (a two-column layout). Nested tables count as their cell's paragraphs.
 * One pass of a streaming XML parser, so time grows with the size of the part, never with its shape.
 */
export function documentXmlLines(xml: string): string[] {
  const lines: string[] = [];
  let depth = 0;
  let inBody = false;
  let tableDepth = 0;
  let rowDepth = 0;
  let paragraphDepth = 0;
  let textDepth = 0;
  let paragraph = '';
  let cells: string[][] | null = null;

  const endParagraph = () => {
    const text = normalize(paragraph);
    paragraph = '';
    if (cells) cells[cells.length - 1]?.push(text);
    else lines.push(text);
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (++depth > MAX_DOCX_DEPTH) throw new DocxUnreadableError();
        if (name === 'w:body') inBody = true;
        if (!inBody) return;
        if (name === 'w:tbl') tableDepth++;
        else if (name === 'w:tr' && tableDepth === 1 && rowDepth++ === 0) cells = [];
        else if (name === 'w:tc' && tableDepth === 1 && cells) cells.push([]);
        else if (name === 'w:p') paragraphDepth++;
        else if (paragraphDepth > 0 && name === 'w:t') textDepth++;
        else if (paragraphDepth > 0 && (name === 'w:tab' || name === 'w:br' || name === 'w:cr')) paragraph += ' ';
      },
      ontext(text) {
        if (textDepth > 0) paragraph += text;
      },
      onclosetag(name) {
        depth--;
        if (!inBody) return;
        if (name === 'w:body') inBody = false;
        else if (name === 'w:tbl') tableDepth--;
        else if (name === 'w:tr' && tableDepth === 1 && rowDepth > 0 && --rowDepth === 0 && cells) {
          lines.push(...rowLines(cells));
          cells = null;
        } else if (name === 'w:p' && paragraphDepth > 0 && --paragraphDepth === 0) endParagraph();
        else if (name === 'w:t' && textDepth > 0) textDepth--;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return lines.map((line) => line.trim()).filter(Boolean);
}

/** word/document.xml inflated in a stream and cut off at MAX_DOCX_XML_BYTES, whatever its header claims. */
function documentPart(bytes: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = false;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    if (file.name !== DOCUMENT_PART || complete || failure) return;
    if (file.originalSize !== undefined && file.originalSize > MAX_DOCX_XML_BYTES) {
      failure = new Error('document part too large');
      return;
    }
    file.ondata = (error, chunk, final) => {
      if (error) failure = error;
      else if ((size += chunk.length) > MAX_DOCX_XML_BYTES) failure = new Error('document part too large');
      else chunks.push(chunk);
      if (failure) file.terminate();
      else if (final) complete = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    failure ??= error;
  }
  if (failure || !complete) throw new DocxUnreadableError(failure);
  return Buffer.concat(chunks);
}

/**
 * The text of a .docx (already checked by content on upload): only word/document.xml is inflated, at most
 * MAX_DOCX_XML_BYTES of it, so a ZIP bomb costs little; the XML is read in one linear pass.
 */
export function extractDocxText(bytes: Uint8Array): string {
  return documentXmlLines(new TextDecoder('utf-8').decode(documentPart(bytes))).join('\n');
}
