import { WORD_MAIN } from '../storage/office-container';
import { zipFile } from '../storage/zip-testing';

/**
 * Hostile uploads, generated (nothing large is committed): what the document readers must refuse or bound
 * without slowing anybody else (docs/security.md "Reading uploaded documents"). Used by the tests and by
 * bench/hostile-files.ts.
 */

type PdfObject = string | { dictionary: string; stream: Uint8Array };

/** A PDF of the given objects (object 1 the catalog), with a correct cross-reference table. */
function pdfOf(objects: PdfObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') return push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`));
    push(Buffer.from(`${i + 1} 0 obj\n<< ${object.dictionary} /Length ${object.stream.length} >>\nstream\n`));
    push(Buffer.from(object.stream));
    push(Buffer.from('\nendstream\nendobj\n'));
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(tail));
  return Buffer.concat(parts);
}

/** Bits written least significant first, as deflate wants them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;
  bits(value: number, count: number) {
    for (let i = 0; i < count; i++) {
      this.current |= ((value >> i) & 1) << this.used;
      if (++this.used === 8) {
        this.bytes.push(this.current);
        this.current = this.used = 0;
      }
    }
  }
  /** A Huffman code: most significant bit first. */
  code(value: number, count: number) {
    for (let i = count - 1; i >= 0; i--) this.bits((value >> i) & 1, 1);
  }
  done(): Uint8Array {
    if (this.used) this.bytes.push(this.current);
    return Uint8Array.from(this.bytes);
  }
}

const DISTANCE_BASES = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577,
];

/**
 * A zlib stream (/FlateDecode) of `head`, then `unit` repeated `times` times, then `tail`, written by hand in
 * one fixed-Huffman block: the repeats are back-references of 258 bytes, so a gigabyte costs a few MB to
 * describe and nothing to generate. `unit` must be a multiple of 258 bytes long (ASCII); `distance` may be
 * shorter than it when it repeats itself (1 for a run of one character).
 */
function deflateRepeated(head: string, unit: string, times: number, tail: string, distance = unit.length): Uint8Array {
  if (unit.length % 258 !== 0 || unit.length > 32_768) throw new Error('unit: a multiple of 258 bytes, at most 32 KB');
  const out = new BitWriter();
  out.bits(1, 1); // the last block
  out.bits(1, 2); // fixed Huffman codes
  const literal = (text: string) => {
    for (const byte of Buffer.from(text, 'latin1')) {
      if (byte < 144) out.code(0x30 + byte, 8);
      else out.code(0x190 + byte - 144, 9);
    }
  };
  literal(head + unit);
  const code = DISTANCE_BASES.findLastIndex((base) => base <= distance);
  const extraBits = Math.max(0, Math.floor(code / 2) - 1);
  for (let i = 0; i < ((times - 1) * unit.length) / 258; i++) {
    out.code(0xc5, 8); // length 258 (code 285)
    out.code(code, 5);
    out.bits(distance - DISTANCE_BASES[code], extraBits);
  }
  literal(tail);
  out.code(0, 7); // end of block
  // zlib's two-byte header before, and a checksum pdf.js does not check after.
  return Buffer.concat([Buffer.from([0x78, 0x01]), out.done(), Buffer.alloc(4)]);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const page = (contents: string) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} >>`;

/** One page whose small content stream inflates to some `megabytes` MB of text operators (the "text bomb"). */
export function textBombPdf(megabytes = 100): Uint8Array {
  const words = `(${'Pflegefachkraft '.repeat(60)}) Tj T*`;
  const line = words.padEnd(258 * Math.ceil((words.length + 1) / 258), ' ');
  const stream = deflateRepeated('BT /F1 1 Tf 15 TL\n', line, Math.ceil((megabytes * 1024 * 1024) / line.length), 'ET');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    page('5 0 R'),
    { dictionary: '/Filter /FlateDecode', stream },
  ]);
}

/** One page whose content stream inflates to `megabytes` MB of nothing (a flate bomb): no text, all work. */
export function flateBombPdf(megabytes = 512): Uint8Array {
  const unit = ' '.repeat(258);
  const stream = deflateRepeated('', unit, Math.ceil((megabytes * 1024 * 1024) / unit.length), '', 1);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    page('5 0 R'),
    { dictionary: '/Filter /FlateDecode', stream },
  ]);
}

/** A PDF of `pages` pages sharing one content stream, each saying a few words. */
export function manyPagesPdf(pages = 5000): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${6 + i} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    FONT,
    '<< >>',
    { dictionary: '', stream: new TextEncoder().encode('BT /F1 11 Tf 56 780 Td (Koch in Rosenheim) Tj ET') },
    ...Array.from({ length: pages }, () => page('5 0 R')),
  ]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
/** A Word file the upload check accepts (its content types name a Word main part) with `body` as its body. */
const docx = (body: string) =>
  zipFile([
    {
      name: '[Content_Types].xml',
      text: `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
    },
    { name: 'word/document.xml', text: `<w:document ${W}><w:body>${body}</w:body></w:document>` },
  ]);

/** A Word file of `count` paragraphs opened and never closed (the regex reader's quadratic case). */
export const unclosedParagraphsDocx = (count = 200_000) => docx('<w:p><w:r><w:t>x</w:t></w:r>'.repeat(count));

/** A Word file of tables nested `depth` deep, each cell holding the next table. */
export const deepTablesDocx = (depth = 50_000) =>
  docx(
    `${'<w:tbl><w:tr><w:tc>'.repeat(depth)}<w:p><w:r><w:t>tief</w:t></w:r></w:p>${'</w:tc></w:tr></w:tbl>'.repeat(depth)}`,
  );

/** The corpus by name, built on demand (a few seconds, a few MB). */
export const HOSTILE_DOCUMENTS = {
  'text-bomb.pdf': () => ({ kind: 'pdf' as const, bytes: textBombPdf() }),
  'flate-bomb.pdf': () => ({ kind: 'pdf' as const, bytes: flateBombPdf() }),
  'many-pages.pdf': () => ({ kind: 'pdf' as const, bytes: manyPagesPdf() }),
  'unclosed-paragraphs.docx': () => ({ kind: 'docx' as const, bytes: unclosedParagraphsDocx() }),
  'deep-tables.docx': () => ({ kind: 'docx' as const, bytes: deepTablesDocx() }),
};
