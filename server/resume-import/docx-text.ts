import { unzipSync } from 'fflate';

/** The document part of a Word file: at most this many bytes once inflated (a CV's is some 100 KB). */
export const MAX_DOCX_XML_BYTES = 4 * 1024 * 1024;
const DOCUMENT_PART = 'word/document.xml';

/** The file is no Word document that can be read. `message` is German (shown to the applicant). */
export class DocxUnreadableError extends Error {
  constructor(cause?: unknown) {
    super('Die Word-Datei lässt sich nicht lesen. Bitte lade eine unbeschädigte DOCX-Datei hoch.', { cause });
    this.name = 'DocxUnreadableError';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });

/** One paragraph's text: runs' text, tabs and breaks as spaces. */
function paragraphText(xml: string): string {
  let text = '';
  for (const [, tag, body] of xml.matchAll(/<w:(t|tab|br|cr)\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:t>)/g)) {
    text += tag === 't' ? decode(body ?? '') : ' ';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The paragraphs of a piece of body XML, nested tables' included, in reading order. */
function paragraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:p>)/g)].map(([, body]) => paragraphText(body ?? ''));
}

/** The body cut into top-level tables and the stretches between them (a table may hold tables). */
function topLevelParts(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (const m of body.matchAll(/<(\/?)w:tbl\b[^>]*>/g)) {
    if (!m[1]) {
      if (depth === 0) {
        parts.push(body.slice(from, m.index));
        from = m.index;
      }
      depth++;
    } else if (depth > 0 && --depth === 0) {
      parts.push(body.slice(from, m.index + m[0].length));
      from = m.index + m[0].length;
    }
  }
  parts.push(body.slice(from));
  return parts;
}

/**
 * The body as lines, the way the PDF reader gives them: one line per paragraph; a table row whose cells
 * hold one paragraph each is one line (a "Zeitraum | Tätigkeit" row), otherwise its cells' paragraphs
 * follow each other cell by cell (a two-column layout).
 */
export function documentXmlLines(xml: string): string[] {
  const body = /<w:body\b[^>]*>([\s\S]*)<\/w:body>/.exec(xml)?.[1] ?? '';
  const lines: string[] = [];
  for (const part of topLevelParts(body)) {
    if (!part.startsWith('<w:tbl')) {
      lines.push(...paragraphs(part));
      continue;
    }
    for (const [row] of part.matchAll(/<w:tr\b[\s\S]*?<\/w:tr>/g)) {
      const cells = [...row.matchAll(/<w:tc\b[\s\S]*?<\/w:tc>/g)].map(([cell]) => paragraphs(cell).filter(Boolean));
      if (cells.every((cell) => cell.length <= 1)) lines.push(cells.flat().join(' '));
      else for (const cell of cells) lines.push(...cell);
    }
  }
  return lines.map((line) => line.trim()).filter(Boolean);
}

/**
 * The text of a .docx (already checked by content on upload): only word/document.xml is inflated, into a
 * buffer of its declared size, and refused above MAX_DOCX_XML_BYTES, so a ZIP bomb costs nothing.
 */
export function extractDocxText(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => file.name === DOCUMENT_PART && file.originalSize <= MAX_DOCX_XML_BYTES,
    });
  } catch (error) {
    throw new DocxUnreadableError(error);
  }
  const part = files[DOCUMENT_PART];
  if (!part) throw new DocxUnreadableError();
  return documentXmlLines(new TextDecoder('utf-8').decode(part)).join('\n');
}
