// @module-tag postgres
import { closeGraphQLTestDb, openGraphQLTestDb, REGION } from '../graphql/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { files, fileVariants } from '../db/schema';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { findPublicVariant, loadImageSources } from './image-sources';
import { prepareImage } from './prepare-image';
import { ImageRefusedError } from './process-image';

let db: Db;
let root: string;
let storage: LocalDiskStorage;
const created: string[] = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  root = await mkdtemp(path.join(tmpdir(), 'prepare-image-'));
  storage = new LocalDiskStorage(root);
});
afterAll(async () => {
  for (const id of created) await db.delete(files).where(eq(files.id, id));
  await closeGraphQLTestDb();
  await rm(root, { recursive: true, force: true });
});

async function* once(bytes: Uint8Array) {
  yield bytes;
}

async function upload(bytes: Buffer): Promise<string> {
  const key = `test/${crypto.randomUUID()}.jpg`;
  await storage.write(key, once(bytes));
  const [row] = await db
    .insert(files)
    .values({
      storageKey: key,
      originalName: 'foto.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: bytes.length,
      sha256: '0'.repeat(64),
      regionId: REGION,
      permanentAt: new Date(),
    })
    .returning({ id: files.id });
  created.push(row.id);
  return row.id;
}

const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#58a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Testkamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 51/1 0/1' } })
    .toBuffer();

async function bytesOf(key: string): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of await storage.read(key)) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('prepareImage', () => {
  it('records the variants, replaces the upload by a clean copy and deletes the original', async () => {
    const id = await upload(await photo());
    const [before] = await db.select().from(files).where(eq(files.id, id));
    await prepareImage(db, storage, id, 'gallery');
    const [after] = await db.select().from(files).where(eq(files.id, id));
    expect(after).toMatchObject({ purpose: 'organization_gallery', width: 1200, height: 900, mimeType: 'image/jpeg' });
    expect(after.storageKey).not.toBe(before.storageKey);
    await expect(storage.read(before.storageKey)).rejects.toThrow();
    expect((await sharp(await bytesOf(after.storageKey)).metadata()).exif).toBeUndefined();
    const variants = await db.select().from(fileVariants).where(eq(fileVariants.fileId, id));
    expect(variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      ['avif@400', 'avif@800', 'jpeg@400', 'jpeg@800', 'webp@400', 'webp@800'].sort(),
    );

    const sources = (await loadImageSources(db, [id])).get(id)!;
    expect(sources.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(sources.sources[1].srcset).toBe(`/api/files/${id}/400.webp 400w, /api/files/${id}/800.webp 800w`);
    expect(sources.sizes).toContain('400px');

    const served = await findPublicVariant(db, storage, REGION, id, '800.webp');
    expect(served?.mimeType).toBe('image/webp');
    const body = Buffer.from(await new Response(served!.body).arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(800);
    expect(await findPublicVariant(db, storage, REGION, id, '801.webp')).toBeNull();
    expect(await findPublicVariant(db, storage, REGION, id, '../800.webp')).toBeNull();
  });

  it('does the work once per file and kind', async () => {
    const id = await upload(await photo());
    await prepareImage(db, storage, id, 'gallery');
    const [first] = await db.select().from(files).where(eq(files.id, id));
    await prepareImage(db, storage, id, 'gallery');
    const [second] = await db.select().from(files).where(eq(files.id, id));
    expect(second.storageKey).toBe(first.storageKey);
  });

  it('leaves a refused image as it was', async () => {
    const id = await upload(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    const [before] = await db.select().from(files).where(eq(files.id, id));
    await expect(prepareImage(db, storage, id, 'cover')).rejects.toBeInstanceOf(ImageRefusedError);
    const [after] = await db.select().from(files).where(eq(files.id, id));
    expect(after).toEqual(before);
    expect(await db.select().from(fileVariants).where(eq(fileVariants.fileId, id))).toEqual([]);
  });
});
