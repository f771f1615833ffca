/**
 * What each kind of uploaded image (an organization's, a blog post's teaser) must be and which sizes are made of it
 * (docs/product.md §9). Widths are the candidates of a srcset; a width larger than the upload is skipped, so nothing is
 * ever enlarged.
 */
export type ImageKind = 'logo' | 'cover' | 'photo' | 'gallery' | 'blogTeaser';

export type ImageRule = {
  minWidth: number;
  minHeight: number;
  /** Width ÷ height the image is cropped to (the interesting part kept); null keeps its shape. */
  aspect: number | null;
  widths: readonly number[];
  /** The `sizes` attribute the public page uses with the srcset. */
  sizes: string;
};

export const IMAGE_RULES: Record<ImageKind, ImageRule> = {
  // docs/product.md §9 logo min height 40 (60 on some sites), single page max 70: an upload at least 60 px high shows
  // sharp on every site; 480 px wide covers the 70 px high single-page box at twice the pixel density.
  logo: { minWidth: 1, minHeight: 60, aspect: null, widths: [120, 240, 480], sizes: '240px' },
  // docs/product.md §9 org teaser ratio 1000x500: covers are cropped to 2:1 and must be at least that large.
  cover: {
    minWidth: 1000,
    minHeight: 500,
    aspect: 2,
    widths: [500, 1000, 2000],
    sizes: '(max-width: 1199px) 100vw, 1000px',
  },
  // Contact people: a square portrait.
  photo: { minWidth: 160, minHeight: 160, aspect: 1, widths: [160, 320], sizes: '160px' },
  gallery: {
    minWidth: 400,
    minHeight: 300,
    aspect: null,
    widths: [400, 800, 1600],
    sizes: '(max-width: 899px) 100vw, 400px',
  },
  // A blog post's teaser image (docs/product-decisions.md "Blog"): 2:1 like the covers, shown across the post's column
  // and small in the lists; large enough to stay sharp as the link preview of a shared post.
  blogTeaser: {
    minWidth: 800,
    minHeight: 400,
    aspect: 2,
    widths: [400, 800, 1600],
    sizes: '(max-width: 899px) 100vw, 800px',
  },
};

/** Decompression bombs: more pixels than this are refused before decoding (a 50 MB upload limit is not enough). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The widths made of an image `width` px wide (after cropping): the rule's widths it reaches, at least one. */
export function variantWidths(rule: ImageRule, width: number): number[] {
  const fitting = rule.widths.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [Math.min(width, rule.widths[0])];
}
