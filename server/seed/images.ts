import type { Motif } from './employers';
import { Canvas, hexColor, mix, type Rgb } from './png';

/**
 * Placeholder pictures for the demo employers, drawn from shapes (no photos, no external files): a logo with
 * initials and a short name, and flat illustrations for covers (1000×500, the teaser ratio of docs/product.md §9) and
 * gallery entries (800×500). Their alt texts say that they are placeholders.
 */

export const LOGO_COLORS = [
  '#1f6f8b',
  '#b0272e',
  '#2e7d32',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#283593',
  '#8d6e63',
  '#c2185b',
  '#33691e',
  '#455a64',
  '#d84315',
];

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [38, 50, 56];

/** Initials of a name: first letters of its first two words that start with a letter ("Autohaus Brunner" → "AB"). */
export function initials(name: string): string {
  const words = name
    .split(/[\s&+-]+/)
    .filter(
      (w) => /^\p{L}/u.test(w) && !/^(GmbH|AG|KG|eG|e\.V\.|mbH|Co\.|und|am|an|der|die|das|zum|zur|St\.)$/i.test(w),
    );
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('') || name.slice(0, 2)
  ).toUpperCase();
}

/** 480×200 logo: a coloured badge with initials and the brand word beside it. */
export function logoPng(name: string, brand: string, color: string): Buffer {
  const main = hexColor(color);
  const canvas = new Canvas(480, 200, mix(main, WHITE, 0.92));
  canvas.circle(100, 100, 72, main);
  canvas.circle(100, 100, 60, mix(main, WHITE, 0.15));
  const letters = initials(name).slice(0, 2);
  const scale = 9;
  canvas.text(100 - Canvas.textWidth(letters, scale) / 2, 100 - 3.5 * scale, letters, scale, WHITE);
  const word = brand.toUpperCase().replace(/ß/g, 'SS').slice(0, 9);
  const wordScale = word.length > 7 ? 4 : 5;
  canvas.text(192, 100 - 3.5 * wordScale, word, wordScale, INK);
  canvas.rect(192, 100 + 5 * wordScale, Canvas.textWidth(word, wordScale), 4, main);
  return canvas.toPng();
}

const MOTIF_CACHE = new Map<string, Buffer>();

/** A flat illustration of `motif` in the given accent colour (cached: regions share motifs and colours). */
export function motifPng(motif: Motif, color: string, width: number, height: number): Buffer {
  const key = `${motif}|${color}|${width}x${height}`;
  let png = MOTIF_CACHE.get(key);
  if (!png) {
    png = drawMotif(motif, color, width, height);
    MOTIF_CACHE.set(key, png);
  }
  return png;
}

function drawMotif(motif: Motif, color: string, width: number, height: number): Buffer {
  const accent = hexColor(color);
  const sky = mix(accent, WHITE, 0.8);
  const c = new Canvas(width, height, sky);
  const W = width;
  const H = height;
  const ground = Math.round(H * 0.72);
  const dark = mix(accent, INK, 0.5);
  const light = mix(accent, WHITE, 0.55);
  switch (motif) {
    case 'natur':
      c.gradient(0, ground, mix(accent, WHITE, 0.85), mix(accent, WHITE, 0.6));
      c.circle(W * 0.8, H * 0.22, H * 0.1, [255, 214, 102]);
      c.polygon(
        [
          [0, ground],
          [W * 0.3, H * 0.35],
          [W * 0.6, ground],
        ],
        mix([76, 140, 74], WHITE, 0.3),
      );
      c.polygon(
        [
          [W * 0.35, ground],
          [W * 0.7, H * 0.45],
          [W, ground],
        ],
        [76, 140, 74],
      );
      c.rect(0, ground, W, H - ground, [104, 159, 56]);
      for (let i = 0; i < 6; i++) {
        const x = W * (0.08 + i * 0.16);
        c.rect(x - 6, ground - 20, 12, 40, [93, 64, 55]);
        c.polygon(
          [
            [x - 40, ground - 15],
            [x, ground - 130 - (i % 3) * 20],
            [x + 40, ground - 15],
          ],
          [46, 125, 50],
        );
      }
      break;
    case 'stadt':
    case 'klinik':
      c.gradient(0, ground, mix(accent, WHITE, 0.85), mix(accent, WHITE, 0.65));
      for (let i = 0; i < 9; i++) {
        const bw = W / 9;
        const bh = H * (0.25 + ((i * 37) % 40) / 100);
        c.rect(i * bw + 4, ground - bh, bw - 8, bh, mix(light, dark, (i % 3) * 0.25));
        for (let wy = ground - bh + 14; wy < ground - 20; wy += 26)
          for (let wx = i * bw + 16; wx < (i + 1) * bw - 20; wx += 22) c.rect(wx, wy, 10, 14, WHITE);
      }
      if (motif === 'klinik') {
        c.rect(W * 0.3, ground - H * 0.55, W * 0.4, H * 0.55, WHITE);
        c.rect(W * 0.5 - 10, ground - H * 0.5, 20, 60, [198, 40, 40]);
        c.rect(W * 0.5 - 30, ground - H * 0.5 + 20, 60, 20, [198, 40, 40]);
        for (let wx = W * 0.33; wx < W * 0.67; wx += 40) c.rect(wx, ground - H * 0.3, 22, 30, light);
      }
      c.rect(0, ground, W, H - ground, [120, 120, 120]);
      c.rect(0, ground + 30, W, 8, WHITE);
      break;
    case 'halle':
    case 'werkstatt': {
      c.rect(0, ground, W, H - ground, [158, 158, 158]);
      const teeth = 6;
      const top = H * 0.3;
      const points: Array<[number, number]> = [[W * 0.08, ground]];
      for (let i = 0; i < teeth; i++)
        points.push([W * (0.08 + (i * 0.84) / teeth), top + 40], [W * (0.08 + ((i + 1) * 0.84) / teeth), top]);
      points.push([W * 0.92, ground]);
      c.polygon(points, motif === 'halle' ? light : mix(light, WHITE, 0.3));
      for (let i = 0; i < 4; i++) c.rect(W * (0.14 + i * 0.2), ground - H * 0.22, W * 0.12, H * 0.22, dark);
      if (motif === 'werkstatt') {
        c.rect(W * 0.1, ground - 40, W * 0.8, 14, [121, 85, 72]);
        for (let i = 0; i < 7; i++) c.circle(W * (0.15 + i * 0.11), ground - 70, 12, accent);
      }
      break;
    }
    case 'buero':
    case 'kueche':
      c.rect(0, 0, W, ground, motif === 'kueche' ? WHITE : mix(accent, WHITE, 0.9));
      if (motif === 'kueche')
        for (let x = 0; x < W; x += 40)
          for (let y = 0; y < ground; y += 40) c.rect(x, y, 39, 39, mix(accent, WHITE, 0.85));
      else c.rect(W * 0.1, H * 0.1, W * 0.35, H * 0.4, mix(accent, WHITE, 0.6));
      c.rect(0, ground, W, H - ground, [141, 110, 99]);
      c.rect(W * 0.05, ground - 60, W * 0.9, 20, motif === 'kueche' ? [176, 190, 197] : [161, 136, 127]);
      for (let i = 0; i < 4; i++) {
        const x = W * (0.12 + i * 0.22);
        if (motif === 'kueche') {
          c.rect(x, ground - 110, 70, 50, [120, 144, 156]);
          c.circle(x + 35, ground - 120, 10, [84, 110, 122]);
        } else {
          c.rect(x, ground - 140, 110, 70, INK);
          c.rect(x + 6, ground - 134, 98, 58, light);
          c.rect(x + 45, ground - 70, 20, 10, INK);
        }
      }
      c.circle(W * 0.9, ground - 90, 30, [67, 160, 71]);
      break;
    case 'team':
      c.rect(0, ground, W, H - ground, mix(accent, INK, 0.3));
      for (let i = 0; i < 6; i++) {
        const x = W * (0.1 + i * 0.16);
        const skin: Rgb = [
          [255, 224, 189],
          [241, 194, 125],
          [198, 134, 66],
          [141, 85, 36],
        ][i % 4] as unknown as Rgb;
        const shirt = mix(accent, i % 2 ? WHITE : INK, 0.15 + (i % 3) * 0.15);
        c.circle(x, ground - 40, 60, shirt);
        c.rect(x - 60, ground - 40, 120, 60, shirt);
        c.circle(x, ground - 150, 38, skin);
      }
      break;
  }
  return c.toPng();
}
