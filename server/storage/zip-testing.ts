import { crc32, deflateRawSync } from 'node:zlib';
import { WORD_MACRO_MAIN, WORD_MAIN } from './office-container';

/**
 * Test helper: real, tiny ZIP files written by hand (local headers, deflated data, central directory), so
 * the Office check is tested against the format itself rather than against a library's idea of it.
 */
export type ZipEntry = { name: string; text: string; stored?: boolean };

function header(fields: Array<[number, 2 | 4]>): Buffer {
  const out = Buffer.alloc(fields.reduce((sum, [, width]) => sum + width, 0));
  let at = 0;
  for (const [value, width] of fields) {
    if (width === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value, at);
    at += width;
  }
  return out;
}

export function zipFile(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.from(entry.text, 'utf8');
    const data = entry.stored ? raw : deflateRawSync(raw);
    const method = entry.stored ? 0 : 8;
    const common: Array<[number, 2 | 4]> = [
      [20, 2], // version needed
      [0x0800, 2], // flags: UTF-8 names
      [method, 2],
      [0, 2], // time
      [0x21, 2], // date: 1980-01-01
      [crc32(raw), 4],
      [data.length, 4],
      [raw.length, 4],
      [name.length, 2],
      [0, 2], // extra length
    ];
    const local = Buffer.concat([header([[0x04034b50, 4], ...common]), name, data]);
    const central = header([
      [0x02014b50, 4],
      [20, 2], // version made by
      ...common,
      [0, 2], // comment length
      [0, 2], // disk
      [0, 2], // internal attributes
      [0, 4], // external attributes
      [offset, 4],
    ]);
    locals.push(local);
    centrals.push(Buffer.concat([central, name]));
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = header([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [entries.length, 2],
    [entries.length, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Lebenslauf</w:t></w:r></w:p></w:body></w:document>`;

/** A minimal Word package with the given main content type (a .docx, or a .docm with WORD_MACRO_MAIN). */
export function wordPackage(main = WORD_MAIN, options: { contentTypesLast?: boolean } = {}): Buffer {
  const types = { name: '[Content_Types].xml', text: contentTypes(main) };
  const rest = [
    { name: '_rels/.rels', text: RELS },
    { name: 'word/document.xml', text: DOCUMENT },
  ];
  return zipFile(options.contentTypesLast ? [...rest, types] : [types, ...rest]);
}

export const SAMPLE_DOCX = wordPackage();
export const SAMPLE_DOCM = wordPackage(WORD_MACRO_MAIN);
