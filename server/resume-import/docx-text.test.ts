import { describe, expect, it } from 'vitest';
import { zipFile } from '../storage/zip-testing';
import { deepTablesDocx, unclosedParagraphsDocx } from '../documents/hostile-documents-testing';
import { DocxUnreadableError, documentXmlLines, extractDocxText, MAX_DOCX_XML_BYTES } from './docx-text';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (...paragraphs: string[]) => `<w:tc><w:tcPr/>${paragraphs.map(p).join('')}</w:tc>`;
const doc = (body: string) => `<w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`;

describe('documentXmlLines: a Word body as lines', () => {
  it('gives one line per paragraph, runs joined, tabs and breaks as spaces, entities decoded', () => {
    const xml = doc(
      `${p('Lebenslauf')}<w:p><w:r><w:t>Anna</w:t></w:r><w:r><w:tab/><w:t>Müller &amp; Co</w:t></w:r></w:p><w:p/>`,
    );
    expect(documentXmlLines(xml)).toEqual(['Lebenslauf', 'Anna Müller & Co']);
  });

  it('reads a "Zeitraum | Tätigkeit" row with one paragraph per cell as one line', () => {
    const xml = doc(`<w:tbl><w:tblPr/><w:tr>${cell('04/2016 – 02/2019')}${cell('Sachbearbeiterin')}</w:tr></w:tbl>`);
    expect(documentXmlLines(xml)).toEqual(['04/2016 – 02/2019 Sachbearbeiterin']);
  });

  it('reads a two-column layout cell by cell, and what follows the table after it', () => {
    const xml = doc(
      `${p('Anna Müller')}<w:tbl><w:tr>${cell('Kontakt', '0171 2345678')}${cell('Berufserfahrung', 'seit 2019 Köchin')}</w:tr></w:tbl>${p('Ende')}`,
    );
    expect(documentXmlLines(xml)).toEqual([
      'Anna Müller',
      'Kontakt',
      '0171 2345678',
      'Berufserfahrung',
      'seit 2019 Köchin',
      'Ende',
    ]);
  });
});

describe('extractDocxText', () => {
  const docx = (xml: string) => zipFile([{ name: 'word/document.xml', text: xml }]);

  it('reads the document part of a Word file', () => {
    expect(extractDocxText(docx(doc(p('Lebenslauf'))))).toBe('Lebenslauf');
  });

  it('refuses a file that is no ZIP, or a ZIP without a document part', () => {
    expect(() => extractDocxText(new TextEncoder().encode('kein zip'))).toThrow(DocxUnreadableError);
    expect(() => extractDocxText(zipFile([{ name: 'word/other.xml', text: '<x/>' }]))).toThrow(DocxUnreadableError);
  });

  it(`refuses a document part larger than ${MAX_DOCX_XML_BYTES} bytes without inflating it`, () => {
    const big = doc(p('x'.repeat(MAX_DOCX_XML_BYTES)));
    expect(() => extractDocxText(docx(big))).toThrow(DocxUnreadableError);
  });

  it('refuses a document of thousands of unclosed paragraphs at once (time grows with size, not shape)', () => {
    const started = performance.now();
    expect(() => extractDocxText(unclosedParagraphsDocx(20_000))).toThrow(DocxUnreadableError);
    expect(() => extractDocxText(deepTablesDocx(20_000))).toThrow(DocxUnreadableError);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('reads a long document in one linear pass', () => {
    const body = Array.from({ length: 20_000 }, (_, i) => p(`Zeile ${i}`)).join('');
    const started = performance.now();
    const lines = extractDocxText(docx(doc(body))).split('\n');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(lines).toHaveLength(20_000);
    expect(lines.at(-1)).toBe('Zeile 19999');
  });

  it('stops inflating the document part at the bound even when its header claims less', () => {
    const zip = Buffer.from(docx(doc(p('x'.repeat(MAX_DOCX_XML_BYTES)))));
    // The declared uncompressed size, in the local header (offset 22) and the central directory (offset 24).
    zip.writeUInt32LE(1000, 22);
    zip.writeUInt32LE(1000, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    expect(() => extractDocxText(zip)).toThrow(DocxUnreadableError);
  });
});
