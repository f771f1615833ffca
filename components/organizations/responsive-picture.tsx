import type { ImgHTMLAttributes } from 'react';

export type PictureImage = {
  url: string;
  width?: number | null;
  height?: number | null;
  sizes?: string | null;
  sources?: ReadonlyArray<{ type: string; srcset: string }> | null;
};

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & { image: PictureImage };

/**
 * docs/product.md §9 an uploaded image in its re-encoded sizes: AVIF, then WebP, each with a srcset the browser picks a
 * width from, and the JPEG/PNG fallback as the <img> every browser shows. Images not re-encoded (older uploads)
 * are a plain <img>. The width and height given keep the box's shape, so nothing shifts while it loads.
 */
export function ResponsivePicture({ image, alt, ...img }: Props) {
  const sources = image.sources ?? [];
  const fallback = sources.at(-1);
  const element = (
    <img
      {...img}
      src={image.url}
      srcSet={fallback?.srcset}
      sizes={fallback ? (image.sizes ?? undefined) : undefined}
      alt={alt}
    />
  );
  if (sources.length === 0) return element;
  return (
    <picture>
      {sources.slice(0, -1).map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={image.sizes ?? undefined} />
      ))}
      {element}
    </picture>
  );
}
