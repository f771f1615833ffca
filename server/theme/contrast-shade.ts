/** WCAG 2.1 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (parts: number[]) => `#${parts.map((p) => Math.round(p).toString(16).padStart(2, '0')).join('')}`;

function scale(hex: string, factor: number): string {
  return toHex(channels(hex).map((c) => c * factor));
}

/** `weight` of `hex` over `base` (0: base only, 1: hex only), as a light tint for backgrounds. */
export function mix(hex: string, base: string, weight: number): string {
  const [a, b] = [channels(hex), channels(base)];
  return toHex(a.map((c, i) => c * weight + b[i] * (1 - weight)));
}

/**
 * The site's primary colour, darkened just enough to carry white text and to read as text on `background`
 * (WCAG AA 4.5:1 by default): the brand colour #33bda6 itself reaches only about 2.4:1.
 */
export function contrastShade(hex: string, minRatio = 4.5, background = '#ffffff'): string {
  let shade = hex.toLowerCase();
  for (let factor = 1; contrastRatio(shade, background) < minRatio && factor > 0; factor -= 0.02) {
    shade = scale(hex, factor);
  }
  return shade;
}
