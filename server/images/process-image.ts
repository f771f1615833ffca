import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { IMAGE_RULES, type ImageKind, MAX_INPUT_PIXELS, variantWidths } from './image-rules';

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export type ImageVariant = { format: VariantFormat; width: number; height: number; bytes: Buffer };

export type ProcessedImage = {
  /** Size after orientation and cropping: what the page shows. */
  width: number;
  height: number;
  /** jpeg, or png where the image has transparency (logos): what every browser shows. */
  fallback: 'jpeg' | 'png';
  /** The largest size re-encoded in the fallback format: replaces the upload, whose metadata is gone. */
  clean: ImageVariant;
  variants: ImageVariant[];
};

export type ImageRefusal = 'notImage' | 'tooSmall' | 'tooLarge';

export class ImageRefusedError extends Error {
  constructor(
    readonly reason: ImageRefusal,
    readonly detail: { minWidth?: number; minHeight?: number; width?: number; height?: number } = {},
  ) {
    super(`image refused: ${reason}`);
  }
}

const DECODABLE = new Set(['jpeg', 'png', 'webp']);

/** Encoder settings: quality for the eye at small file sizes; AVIF effort kept low for a shared server. */
function encode(pipeline: Sharp, format: VariantFormat): Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return pipeline.webp({ quality: 78 });
  if (format === 'png') return pipeline.png({ compressionLevel: 9, palette: false });
  return pipeline.jpeg({ quality: 82, mozjpeg: true });
}

/**
 * docs/product.md §9 images: checks an upload by its content (it must decode as JPEG, PNG or WebP and meet the kind's
 * minimum size), turns it upright by its EXIF orientation, crops it to the kind's shape and encodes every width as
 * AVIF, WebP and a JPEG/PNG fallback. sharp writes no metadata unless asked, so EXIF (camera, GPS position),
 * XMP and IPTC never reach a variant.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  // Loaded with the first upload: libvips and its threads hold ~20 MB that no page needs (docs/architecture.md,
  // "Memory").
  const { default: sharp } = await import('sharp');
  const rule = IMAGE_RULES[kind];
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRefusedError('tooLarge');
    throw new ImageRefusedError('notImage');
  }
  if (!meta.format || !DECODABLE.has(meta.format) || !meta.width || !meta.height)
    throw new ImageRefusedError('notImage');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRefusedError('tooLarge');
  // EXIF orientations 5-8 swap width and height.
  const rotated = (meta.orientation ?? 1) >= 5;
  const [width, height] = rotated ? [meta.height, meta.width] : [meta.width, meta.height];
  if (width < rule.minWidth || height < rule.minHeight)
    throw new ImageRefusedError('tooSmall', { minWidth: rule.minWidth, minHeight: rule.minHeight, width, height });

  let upright: Buffer;
  let info: OutputInfo;
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const cropped = rule.aspect
      ? base.resize({
          width: Math.min(width, Math.round(height * rule.aspect)),
          height: Math.min(height, Math.round(width / rule.aspect)),
          fit: 'cover',
          position: sharp.strategy.attention,
        })
      : base;
    // Decoded once into raw pixels; every variant is resized from these (a corrupt body fails here).
    ({ data: upright, info } = await cropped.raw().toBuffer({ resolveWithObject: true }));
  } catch {
    throw new ImageRefusedError('notImage');
  }
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const fallback = meta.hasAlpha ? 'png' : 'jpeg';
  const variants: ImageVariant[] = [];
  for (const w of variantWidths(rule, info.width)) {
    for (const format of ['avif', 'webp', fallback] as const) {
      const { data, info: out } = await encode(sharp(upright, raw).resize({ width: w }), format).toBuffer({
        resolveWithObject: true,
      });
      variants.push({ format, width: out.width, height: out.height, bytes: data });
    }
  }
  // The upload itself is replaced by a clean copy at most as wide as the largest variant.
  const cleanWidth = Math.min(info.width, Math.max(...rule.widths));
  const { data, info: out } = await encode(sharp(upright, raw).resize({ width: cleanWidth }), fallback).toBuffer({
    resolveWithObject: true,
  });
  return {
    width: info.width,
    height: info.height,
    fallback,
    clean: { format: fallback, width: out.width, height: out.height, bytes: data },
    variants,
  };
}
