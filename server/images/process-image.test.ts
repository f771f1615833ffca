import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_RULES, variantWidths } from './image-rules';
import { ImageRefusedError, processImage } from './process-image';

/** A photo as a phone writes it: JPEG with camera make and a GPS position in its EXIF. */
async function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Testkamera', Copyright: 'Rosenheim' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '12/1 7/1 0/1' },
    })
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825) in either byte order. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

const blank = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 0, g: 0, b: 0, alpha: 0 } : '#fff' },
  })
    .png()
    .toBuffer();

describe('processImage (docs/product.md §9)', () => {
  it('strips EXIF and the GPS position from every variant and the clean copy', async () => {
    const input = await photoWithGps(1200, 900);
    const before = await sharp(input).metadata();
    expect(before.exif && hasGpsTag(before.exif)).toBe(true);
    const result = await processImage(input, 'gallery');
    for (const variant of [...result.variants, result.clean]) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from('Testkamera'))).toBe(false);
    }
  });

  it('makes AVIF, WebP and a JPEG fallback for each width the image reaches', async () => {
    const result = await processImage(await photoWithGps(1200, 900), 'gallery');
    expect(result.fallback).toBe('jpeg');
    expect(result.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@400',
      'webp@400',
      'jpeg@400',
      'avif@800',
      'webp@800',
      'jpeg@800',
    ]);
    for (const v of result.variants)
      expect((await sharp(v.bytes).metadata()).format).toBe(v.format === 'avif' ? 'heif' : v.format);
  });

  it('crops a cover to 2:1 and a contact photo to a square', async () => {
    const cover = await processImage(await blank(1600, 1200), 'cover');
    expect([cover.width, cover.height]).toEqual([1600, 800]);
    expect(cover.variants.filter((v) => v.format === 'webp').map((v) => [v.width, v.height])).toEqual([
      [500, 250],
      [1000, 500],
    ]);
    const photo = await processImage(await blank(400, 600), 'photo');
    expect([photo.width, photo.height]).toEqual([400, 400]);
  });

  it('keeps a logo transparent with a PNG fallback', async () => {
    const logo = await processImage(await blank(300, 100, true), 'logo');
    expect(logo.fallback).toBe('png');
    expect((await sharp(logo.clean.bytes).metadata()).hasAlpha).toBe(true);
  });

  it.each([
    ['a logo lower than 60 px', () => blank(400, 59), 'logo', 'tooSmall'],
    ['a cover smaller than 1000 × 500', () => blank(999, 600), 'cover', 'tooSmall'],
    ['a photo smaller than 160 px', () => blank(150, 300), 'photo', 'tooSmall'],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'gallery', 'notImage'],
    ['a truncated JPEG', async () => (await photoWithGps(800, 600)).subarray(0, 400), 'gallery', 'notImage'],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 500, height: 500, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'gallery',
      'notImage',
    ],
  ] as const)('refuses %s', async (_name, make, kind, reason) => {
    const error = await processImage(await make(), kind).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRefusedError);
    expect((error as ImageRefusedError).reason).toBe(reason);
  });

  it.each([
    [IMAGE_RULES.gallery, 1600, [400, 800, 1600]],
    [IMAGE_RULES.gallery, 1000, [400, 800]],
    [IMAGE_RULES.logo, 90, [90]],
  ])('variantWidths never enlarges (%#)', (rule, width, expected) => {
    expect(variantWidths(rule, width)).toEqual(expected);
  });
});
