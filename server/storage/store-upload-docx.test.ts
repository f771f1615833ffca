import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { storeUpload, UploadRejectedError } from './store-upload';
import { ZIP_TAIL_BYTES } from './verify-docx';
import { SAMPLE_DOCM, SAMPLE_DOCX, zipFile } from './zip-testing';
import { WORD_MAIN } from './office-container';

const root = mkdtempSync(path.join(tmpdir(), 'store-docx-'));
const storage = new LocalDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const filesOnDisk = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

/** A file handed out in chunks of 64 KB, recording how many were read. */
function source(name: string, bytes: Uint8Array) {
  const state = { pulled: 0 };
  const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
    bytes.subarray(i * 65536, (i + 1) * 65536),
  );
  const stream = () =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled === chunks.length) controller.close();
        else controller.enqueue(chunks[state.pulled++]);
      },
    });
  return { state, file: { name, size: bytes.length, stream } };
}

async function refusal(name: string, bytes: Uint8Array) {
  const before = filesOnDisk();
  const { file, state } = source(name, bytes);
  const error = await storeUpload(storage, file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  expect(filesOnDisk()).toBe(before);
  return { error: error as UploadRejectedError, pulled: state.pulled };
}

const OLD_DOC = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('storeUpload with Word files (a .docx is checked by its content)', () => {
  it('stores a real .docx with the Word content type, its name and the .docx ending', async () => {
    const stored = await storeUpload(storage, source('Lebenslauf Müller.docx', SAMPLE_DOCX).file);
    expect(stored.type.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(stored.originalName).toBe('Lebenslauf Müller.docx');
    expect(stored.storageKey).toMatch(/\.docx$/);
    expect(readFileSync(path.join(root, stored.storageKey))).toEqual(SAMPLE_DOCX);
  });

  it('stores a .docx larger than the kept tail, reading its first entry back from storage', async () => {
    const big = zipFile([
      {
        name: '[Content_Types].xml',
        text: `<Types><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
      },
      { name: 'word/media/bild.bin', text: 'x'.repeat(ZIP_TAIL_BYTES + 1024), stored: true },
      { name: 'word/document.xml', text: '<w:document/>' },
    ]);
    const stored = await storeUpload(storage, source('Mappe.docx', big).file);
    expect(stored.type.extension).toBe('docx');
    expect(stored.sizeBytes).toBe(big.length);
  });

  it.each([
    ['a .docm by its name, before reading a byte', 'Lebenslauf.docm', SAMPLE_DOCX, 'macroDocument', 0],
    ['Word with macros renamed .docx, once read', 'Lebenslauf.docx', SAMPLE_DOCM, 'macroDocument', null],
    ['a ZIP renamed .docx', 'Lebenslauf.docx', zipFile([{ name: 'a.txt', text: 'Hallo' }]), 'typeMismatch', null],
    ['an old .doc by its name, before reading a byte', 'Lebenslauf.doc', OLD_DOC, 'unsupportedExtension', 0],
    ['an old .doc renamed .docx, from its first bytes', 'Lebenslauf.docx', OLD_DOC, 'unsupportedType', 1],
    [
      'a PDF named .docx, from its first bytes',
      'Lebenslauf.docx',
      new TextEncoder().encode('%PDF-1.4\n'),
      'typeMismatch',
      1,
    ],
    ['a .docx named .pdf, from its first bytes', 'Lebenslauf.pdf', SAMPLE_DOCX, 'typeMismatch', 1],
  ])('refuses %s, leaving nothing in storage', async (_label, name, bytes, reason, pulled) => {
    const { error, pulled: read } = await refusal(name, bytes);
    expect(error.reason).toBe(reason);
    if (pulled !== null) expect(read).toBe(pulled);
  });

  it('names what a renamed ZIP really is', async () => {
    const { error } = await refusal('Lebenslauf.docx', zipFile([{ name: 'a.txt', text: 'Hallo' }]));
    expect(error.detail).toEqual({ expected: 'DOCX', detected: 'ZIP' });
  });
});
