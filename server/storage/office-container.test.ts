import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { officeMainContentType, WORD_MACRO_MAIN, WORD_MAIN } from './office-container';
import { SAMPLE_DOCM, SAMPLE_DOCX, wordPackage, zipFile } from './zip-testing';

/** Reads from a buffer and counts the bytes asked for: the check must stay small whatever the file. */
function reader(file: Buffer) {
  const stats = { bytesRead: 0 };
  const read = async (offset: number, length: number) => {
    stats.bytesRead += length;
    return file.subarray(offset, offset + length);
  };
  return { stats, main: () => officeMainContentType(file.length, read) };
}

/** An old binary Word file starts with the OLE compound-file signature. */
const OLD_DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const SPREADSHEET = wordPackage('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml');

describe('officeMainContentType (the main part a ZIP package declares)', () => {
  it.each([
    ['a Word document (.docx)', SAMPLE_DOCX, WORD_MAIN],
    [
      'a Word document whose [Content_Types].xml comes last',
      wordPackage(WORD_MAIN, { contentTypesLast: true }),
      WORD_MAIN,
    ],
    ['a Word document with macros (.docm)', SAMPLE_DOCM, WORD_MACRO_MAIN],
    ['an Excel workbook', SPREADSHEET, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
    ['a plain ZIP renamed .docx', zipFile([{ name: 'notizen.txt', text: 'Hallo' }]), null],
    [
      'a ZIP whose content types name a main part it does not contain',
      zipFile([
        {
          name: '[Content_Types].xml',
          text: `<Types><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
        },
      ]),
      null,
    ],
    [
      'a ZIP declaring two different main parts',
      zipFile([
        {
          name: '[Content_Types].xml',
          text: `<Types><Override PartName="/a.xml" ContentType="${WORD_MAIN}"/><Override PartName="/b.xml" ContentType="${WORD_MACRO_MAIN}"/></Types>`,
        },
        { name: 'a.xml', text: '<a/>' },
        { name: 'b.xml', text: '<b/>' },
      ]),
      null,
    ],
    ['an old binary .doc', OLD_DOC, null],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), null],
    ['an empty file', Buffer.alloc(0), null],
    ['a ZIP cut off before its directory', SAMPLE_DOCX.subarray(0, SAMPLE_DOCX.length - 30), null],
  ])('%s', async (_label, file, expected) => {
    expect(await reader(file).main()).toBe(expected);
  });

  it('reads stored (uncompressed) entries as well as deflated ones', async () => {
    const stored = zipFile([
      {
        name: '[Content_Types].xml',
        text: `<Types><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
        stored: true,
      },
      { name: 'word/document.xml', text: '<w:document/>', stored: true },
    ]);
    expect(await reader(stored).main()).toBe(WORD_MAIN);
  });

  it('does not inflate a content-types entry that would grow past its cap (a ZIP bomb)', async () => {
    const bomb = ' '.repeat(8 * 1024 * 1024);
    const file = zipFile([
      {
        name: '[Content_Types].xml',
        text: `<Types><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>${bomb}</Types>`,
      },
      { name: 'word/document.xml', text: '<w:document/>' },
    ]);
    expect(deflateRawSync(bomb).length).toBeLessThan(64 * 1024);
    const { stats, main } = reader(file);
    expect(await main()).toBeNull();
    expect(stats.bytesRead).toBeLessThan(200 * 1024);
  });

  it('reads only the end of a large file and the one entry, not what lies between', async () => {
    const media = Buffer.alloc(5 * 1024 * 1024, 7).toString('latin1');
    const { stats, main } = reader(
      zipFile([
        {
          name: '[Content_Types].xml',
          text: `<Types><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
        },
        { name: 'word/media/foto.bin', text: media, stored: true },
        { name: 'word/document.xml', text: '<w:document/>' },
      ]),
    );
    expect(await main()).toBe(WORD_MAIN);
    expect(stats.bytesRead).toBeLessThan(100 * 1024);
  });
});
