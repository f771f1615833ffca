import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { cleanFileName, storeUpload, UploadRejectedError } from './store-upload';

const root = mkdtempSync(path.join(tmpdir(), 'store-upload-'));
const storage = new LocalDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** A file whose stream hands out `chunks` and records how many were read. */
function source(name: string, chunks: Uint8Array[], size = chunks.reduce((n, c) => n + c.length, 0)) {
  const state = { pulled: 0, cancelled: false };
  return {
    state,
    file: {
      name,
      size,
      stream: () =>
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (state.pulled === chunks.length) controller.close();
            else controller.enqueue(chunks[state.pulled++]);
          },
          cancel() {
            state.cancelled = true;
          },
        }),
    },
  };
}

const filesOnDisk = (): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  return error as UploadRejectedError;
}

describe('storeUpload', () => {
  it('streams a PDF into storage with its sha256, size and detected type', async () => {
    const { file } = source('Lebenslauf.pdf', [PDF.slice(0, 3), PDF.slice(3)]);
    const stored = await storeUpload(storage, file, { now: new Date('2026-11-03T10:00:00Z') });
    expect(stored).toMatchObject({
      originalName: 'Lebenslauf.pdf',
      sizeBytes: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    expect(stored.type.mimeType).toBe('application/pdf');
    expect(stored.storageKey).toMatch(/^2026\/11\/[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(path.join(root, stored.storageKey))).toEqual(Buffer.from(PDF));
  });

  it('refuses an announced size over the limit before reading a byte', async () => {
    const { file, state } = source('gross.pdf', [PDF], 50 * 1024 * 1024 + 1);
    expect((await rejection(storeUpload(storage, file))).reason).toBe('tooLarge');
    expect(state.pulled).toBe(0);
  });

  it('stops reading once the content passes the limit although the announced size was small, leaving nothing behind', async () => {
    const before = filesOnDisk();
    const chunk = new Uint8Array(1024).fill(0x41);
    const chunks = [PDF, ...Array.from({ length: 50 }, () => chunk)];
    const { file, state } = source('luegt.pdf', chunks, 10);
    expect((await rejection(storeUpload(storage, file, { maxBytes: 4096 }))).reason).toBe('tooLarge');
    expect(state.pulled).toBeLessThan(chunks.length);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses content that is no allowed type, and a name ending that does not match the content', async () => {
    expect(
      (
        await rejection(
          storeUpload(storage, source('notiz.pdf', [new TextEncoder().encode('nur Text, kein PDF')]).file),
        )
      ).reason,
    ).toBe('unsupportedType');
    const mismatch = await rejection(storeUpload(storage, source('bild.pdf', [PNG_HEAD]).file));
    expect(mismatch.reason).toBe('typeMismatch');
    expect(mismatch.detail).toEqual({ expected: 'PDF', detected: 'PNG' });
    expect((await rejection(storeUpload(storage, source('notiz.txt', [PDF]).file))).reason).toBe(
      'unsupportedExtension',
    );
    expect((await rejection(storeUpload(storage, source('leer.pdf', []).file))).reason).toBe('empty');
  });

  it('cleans file names for display', () => {
    expect(cleanFileName('C:\\Users\\x\\Lebenslauf.pdf')).toBe('Lebenslauf.pdf');
    expect(cleanFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName(`${'x'.repeat(300)}.webp`)).toMatch(/^x{195}\.webp$/);
    expect(cleanFileName('   ')).toBe('datei');
  });
});

describe('LocalDiskStorage', () => {
  it('writes, reads and deletes by key, and refuses keys that leave its folder', async () => {
    const key = 'test/abc.pdf';
    await storage.write(
      key,
      (async function* () {
        yield PDF;
      })(),
    );
    const read = await new Response(await storage.read(key)).arrayBuffer();
    expect(new Uint8Array(read)).toEqual(PDF);
    await storage.delete(key);
    await expect(storage.read(key)).rejects.toThrow();
    await storage.delete(key); // a missing key is fine
    await expect(storage.write('../ausbruch.pdf', (async function* () {})())).rejects.toThrow(/Invalid storage key/);
    await expect(storage.write('/absolut.pdf', (async function* () {})())).rejects.toThrow(/Invalid storage key/);
  });

  it('leaves no partial file when the stream fails', async () => {
    const before = filesOnDisk();
    const failing = (async function* () {
      yield PDF;
      throw new Error('Verbindung abgebrochen');
    })();
    await expect(storage.write('test/kaputt.pdf', failing)).rejects.toThrow('Verbindung abgebrochen');
    expect(filesOnDisk()).toEqual(before);
  });
});
