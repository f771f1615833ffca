import { strToU8, zipSync } from 'fflate';
import type { Block } from './cv-document';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraph(text: string, options: { bold?: boolean; size?: number } = {}): string {
  const props = [options.bold ? '<w:b/>' : '', options.size ? `<w:sz w:val="${options.size * 2}"/>` : ''].join('');
  return `<w:p><w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;
}

const cell = (content: string, width: number) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${content || '<w:p/>'}</w:tc>`;
const table = (rows: string[]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="2600"/><w:gridCol w:w="6400"/></w:tblGrid>${rows.join('')}</w:tbl>`;

function blockXml(block: Block): string {
  switch (block.t) {
    case 'title':
      return paragraph(block.text, { bold: true, size: 18 });
    case 'heading':
      return paragraph(block.text, { bold: true, size: 12 });
    case 'para':
      return paragraph(block.text, { bold: block.bold });
    case 'bullet':
      return paragraph(`${block.glyph ?? '•'} ${block.text}`);
    case 'row':
      return `<w:tr>${cell(block.cells[0].map((t) => paragraph(t)).join(''), 2600)}${cell(block.cells[1].map((t) => paragraph(t)).join(''), 6400)}</w:tr>`;
    case 'columns':
      return table([
        `<w:tr>${cell(block.left.map(blockXml).join(''), 2600)}${cell(block.right.map(blockXml).join(''), 6400)}</w:tr>`,
      ]);
  }
}

/** The blocks as a Word document; consecutive rows form one table (as a "Lebenslauf" template does). */
export function renderDocx(blocks: readonly Block[]): Uint8Array {
  const body: string[] = [];
  let rows: string[] = [];
  for (const block of blocks) {
    if (block.t === 'row') {
      rows.push(blockXml(block));
      continue;
    }
    if (rows.length) body.push(table(rows));
    rows = [];
    body.push(blockXml(block));
  }
  if (rows.length) body.push(table(rows));
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}"><w:body>${body.join('')}<w:sectPr/></w:body></w:document>`;
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(document),
  };
  return zipSync(files, { mtime: new Date('2020-01-01T00:00:00Z') });
}
