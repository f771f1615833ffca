// @module-tag postgres
// The resume photo against the real database and a real disk: checked by content, cut square and
// re-encoded without its EXIF, the replaced photo deleted, private to its owner.
import { useGraphQLFixtures } from '../graphql/testing';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { REGION } from '../graphql/environment-testing';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { loadOwnResume } from './own-resume';
import { ownResumePhoto, removeResumePhoto, setResumePhoto } from './resume-photo';

const t = useGraphQLFixtures();
const root = mkdtempSync(path.join(tmpdir(), 'resume-photo-'));
const storage = new LocalDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function upload(name: string, bytes: Buffer) {
  return new File([new Uint8Array(bytes)], name);
}
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#33bda6' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'Geheimkamera' } } })
    .toBuffer();
const storedFiles = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('resume photo', () => {
  it('keeps a square, clean copy and only that; replacing deletes the old one', async () => {
    const owner = { userId: t.fx.applicant.id, regionId: REGION };
    expect(await setResumePhoto(t.db, storage, owner, await upload('ich.jpg', await jpeg(400, 300)))).toBe('saved');
    const first = (await loadOwnResume(t.db, owner))!.personalInfo.photoFileId!;
    const photo = (await ownResumePhoto(t.db, owner))!;
    const bytes = Buffer.from(await new Response(await storage.read(photo.key)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([300, 300, undefined]);
    expect(storedFiles()).toHaveLength(1);

    expect(
      await setResumePhoto(
        t.db,
        storage,
        owner,
        await upload(
          'neu.png',
          await sharp(await jpeg(200, 200))
            .png()
            .toBuffer(),
        ),
      ),
    ).toBe('saved');
    expect(await t.db.select().from(files).where(eq(files.id, first))).toEqual([]);
    expect(storedFiles()).toHaveLength(1);
    // Someone else never gets it.
    expect(await ownResumePhoto(t.db, { userId: t.fx.recruiter.id, regionId: REGION })).toBeNull();

    expect(await removeResumePhoto(t.db, storage, owner)).toBe('removed');
    expect(await ownResumePhoto(t.db, owner)).toBeNull();
    expect(storedFiles()).toHaveLength(0);
  });

  it.each([
    ['klein.jpg', () => jpeg(100, 100), 'tooSmall'],
    ['text.pdf', async () => Buffer.from('%PDF-1.4\n%%EOF\n'), 'notImage'],
    ['falsch.jpg', async () => Buffer.from('kein Bild'), 'rejected'],
  ])('refuses %s as %s and keeps nothing', async (name, bytes, outcome) => {
    const owner = { userId: t.fx.recruiter.id, regionId: REGION };
    expect(await setResumePhoto(t.db, storage, owner, await upload(name, await bytes()))).toBe(outcome);
    expect(storedFiles()).toHaveLength(0);
  });

  it('takes an 8.8 MB phone photo and refuses one over 20 MB as too large, keeping nothing of it', async () => {
    const owner = { userId: t.fx.applicant.id, regionId: REGION };
    // A valid JPEG padded after its end marker to a phone photo's size (decoders stop at the marker).
    const padded = async (size: number) => {
      const image = await jpeg(1200, 900);
      return Buffer.concat([image, Buffer.alloc(size - image.length)]);
    };
    const phone = await padded(Math.round(8.8 * 1024 * 1024));
    expect(await setResumePhoto(t.db, storage, owner, await upload('IMG_2041.jpg', phone))).toBe('saved');
    const before = storedFiles().length;
    expect(await setResumePhoto(t.db, storage, owner, await upload('riesig.jpg', await padded(21 * 1024 * 1024)))).toBe(
      'tooLarge',
    );
    expect(storedFiles()).toHaveLength(before);
  });
});
