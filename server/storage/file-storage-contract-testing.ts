import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './storage';

/*
 * What every FileStorage promises (storage.ts), as one suite that each adapter's test runs against a real
 * store: local disk in a temporary folder, an S3-API bucket on a server the test starts. A caller can swap
 * one for the other and notice nothing but where the bytes are.
 */

export type StorageUnderTest = { storage: FileStorage; close(): Promise<void> };

const MB = 1024 * 1024;

async function* inChunks(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** A source that hands out `bytes` and then fails, as an upload does once it passes its limit. */
async function* failingAfter(bytes: Uint8Array, error: Error): AsyncGenerator<Uint8Array> {
  yield* inChunks(bytes);
  throw error;
}

async function readChunks(storage: FileStorage, key: string): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk);
  return chunks;
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  return Buffer.concat(await readChunks(storage, key));
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const exists = (storage: FileStorage, key: string): Promise<boolean> =>
  storage.read(key).then(
    async (body) => (await body.cancel(), true),
    () => false,
  );

/** Keys the app makes (storage.ts, STORAGE_KEY_PATTERN): months, ids, page images, dots and dashes. */
const GOOD_KEYS = [
  'x',
  '2026/11/3f2a9c1e-0b7d-4c8e-9a51-6d2e8f0b1c47.pdf',
  'pdf-pages/3f2a9c1e/12.webp',
  'variants/a_b-c/photo.480w.webp',
  'a/b..c/d.tar.gz',
  '0/1/2/3/4/5/6/7/8/9',
];

/** Keys no adapter may take: climbing out, absolute, empty segments, capitals, spaces, non-ASCII. */
const BAD_KEYS = ['../etc/passwd', 'a/../b', '/absolute', 'a//b', 'a/', '', 'Upper/case', 'a b', 'ä/x', 'a\\b', '.x'];

class SourceFailed extends Error {}

export function describeFileStorageContract(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the FileStorage promises`, () => {
    let under: StorageUnderTest;
    let storage: FileStorage;
    beforeAll(async () => {
      under = await open();
      storage = under.storage;
    });
    afterAll(() => under?.close());

    it('reads back exactly the bytes written, every byte value included', async () => {
      const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7) % 256);
      await storage.write('contract/binary.bin', inChunks(bytes, 1000));
      expect(await readAll(storage, 'contract/binary.bin')).toEqual(Buffer.from(bytes));
    });

    it('streams a 12 MB file in and out byte for byte, in pieces rather than one buffer', async () => {
      const bytes = randomBytes(12 * MB + 17);
      await storage.write('contract/large.bin', inChunks(bytes));
      const chunks = await readChunks(storage, 'contract/large.bin');
      expect(chunks.length).toBeGreaterThan(1);
      expect(Math.max(...chunks.map((c) => c.byteLength))).toBeLessThan(bytes.length);
      const back = Buffer.concat(chunks);
      expect(back.length).toBe(bytes.length);
      expect(sha256(back)).toBe(sha256(bytes));
    });

    it('keeps an empty file as an empty file', async () => {
      await storage.write('contract/empty.txt', inChunks(new Uint8Array(0)));
      expect((await readAll(storage, 'contract/empty.txt')).length).toBe(0);
    });

    it('replaces the bytes when a key is written again', async () => {
      await storage.write('contract/again.txt', inChunks(Buffer.from('erste Fassung')));
      await storage.write('contract/again.txt', inChunks(Buffer.from('zweite')));
      expect((await readAll(storage, 'contract/again.txt')).toString()).toBe('zweite');
    });

    it('rejects reading a key that was never written', async () => {
      await expect(storage.read('contract/never-written.pdf')).rejects.toThrow();
    });

    it('deletes a file for good; deleting a missing key, or twice, is no error', async () => {
      await storage.write('contract/doomed.pdf', inChunks(Buffer.from('%PDF-1.4')));
      await storage.delete('contract/doomed.pdf');
      await expect(storage.read('contract/doomed.pdf')).rejects.toThrow();
      await expect(storage.delete('contract/doomed.pdf')).resolves.toBeUndefined();
      await expect(storage.delete('contract/never-written.pdf')).resolves.toBeUndefined();
    });

    it.each(GOOD_KEYS)('keeps key %j apart from every other key', async (key) => {
      await storage.write(key, inChunks(Buffer.from(`bytes of ${key}`)));
      expect((await readAll(storage, key)).toString()).toBe(`bytes of ${key}`);
    });

    it.each(BAD_KEYS)('refuses key %j for writing, reading and deleting', async (key) => {
      await expect(storage.write(key, inChunks(Buffer.from('x')))).rejects.toThrow('Invalid storage key');
      await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    });

    it.each([
      ['a small file', 1000],
      ['a file past one 5 MB part', 6 * MB],
    ])('passes on the error of a source that fails, and keeps nothing of %s', async (_, size) => {
      const key = `contract/failed-${size}.pdf`;
      const error = new SourceFailed('too large');
      await expect(storage.write(key, failingAfter(randomBytes(size), error))).rejects.toBe(error);
      expect(await exists(storage, key)).toBe(false);
    });

    it('keeps the old bytes when writing them again fails', async () => {
      await storage.write('contract/kept.txt', inChunks(Buffer.from('bewährt')));
      const failed = storage.write('contract/kept.txt', failingAfter(Buffer.from('kaputt'), new SourceFailed('stop')));
      await expect(failed).rejects.toThrow('stop');
      expect((await readAll(storage, 'contract/kept.txt')).toString()).toBe('bewährt');
    });

    it('keeps concurrent writes to different keys apart', async () => {
      const files = Array.from({ length: 8 }, (_, i) => ({
        key: `contract/parallel/${i}.bin`,
        bytes: randomBytes(256 * 1024),
      }));
      await Promise.all(files.map((f) => storage.write(f.key, inChunks(f.bytes))));
      for (const f of files) expect(sha256(await readAll(storage, f.key))).toBe(sha256(f.bytes));
    });

    it('answers the readiness probe while it can take files', async () => {
      await expect(storage.probe()).resolves.toBeUndefined();
    });

    it('stays usable after many reads cancelled unread', async () => {
      await storage.write('contract/peeked.pdf', inChunks(randomBytes(512 * 1024)));
      for (let i = 0; i < 60; i++) expect(await exists(storage, 'contract/peeked.pdf')).toBe(true);
      expect((await readAll(storage, 'contract/peeked.pdf')).length).toBe(512 * 1024);
    });
  });
}
