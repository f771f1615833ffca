import { deflateSync } from 'node:zlib';

/** A tiny RGB raster with the few drawing primitives the placeholder images need, encoded as PNG. */

export type Rgb = readonly [number, number, number];

export function hexColor(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two colours; t = 0 gives a, 1 gives b. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;
}

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y0 = Math.max(0, Math.round(y));
    const y1 = Math.min(this.height, Math.round(y + h));
    if (x1 <= x0 || y1 <= y0) return;
    // Paint the first row, then copy it: much faster than pixel by pixel.
    const start = (y0 * this.width + x0) * 3;
    const end = start + (x1 - x0) * 3;
    for (let i = start; i < end; i += 3) {
      this.pixels[i] = c[0];
      this.pixels[i + 1] = c[1];
      this.pixels[i + 2] = c[2];
    }
    for (let yy = y0 + 1; yy < y1; yy++) this.pixels.copyWithin((yy * this.width + x0) * 3, start, end);
  }

  /** Vertical gradient from `top` to `bottom` over the given band. */
  gradient(y: number, h: number, top: Rgb, bottom: Rgb): void {
    for (let i = 0; i < h; i++) this.rect(0, y + i, this.width, 1, mix(top, bottom, h > 1 ? i / (h - 1) : 0));
  }

  circle(cx: number, cy: number, r: number, c: Rgb): void {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      const dy = y - cy;
      if (Math.abs(dy) > r) continue;
      const dx = Math.sqrt(r * r - dy * dy);
      this.rect(cx - dx, y, 2 * dx, 1, c);
    }
  }

  /** Fills a polygon (even-odd scanline fill). */
  polygon(points: ReadonlyArray<readonly [number, number]>, c: Rgb): void {
    const ys = points.map((p) => p[1]);
    for (
      let y = Math.max(0, Math.floor(Math.min(...ys)));
      y <= Math.min(this.height - 1, Math.ceil(Math.max(...ys)));
      y++
    ) {
      const xs: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [x1, y1] = points[i];
        const [x2, y2] = points[(i + 1) % points.length];
        if (y1 === y2 || y < Math.min(y1, y2) || y >= Math.max(y1, y2)) continue;
        xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
      }
      xs.sort((a, b) => a - b);
      for (let i = 0; i + 1 < xs.length; i += 2) this.rect(xs[i], y, xs[i + 1] - xs[i], 1, c);
    }
  }

  /** Draws text in the built-in 5×7 pixel font (A–Z, Ä, Ö, Ü, 0–9, &, -, space), `scale` pixels per dot. */
  text(x: number, y: number, value: string, scale: number, c: Rgb): void {
    let cursor = x;
    for (const ch of value.toUpperCase()) {
      const glyph = FONT[ch] ?? FONT[' '];
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < 5; gx++)
          if (row & (1 << (4 - gx))) this.rect(cursor + gx * scale, y + gy * scale, scale, scale, c);
      });
      cursor += 6 * scale;
    }
  }

  static textWidth(value: string, scale: number): number {
    return value.length * 6 * scale - scale;
  }

  /** PNG bytes: 8-bit RGB, no row filter (flat areas are runs of one colour, which deflate handles well). */
  toPng(): Buffer {
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++)
      raw.set(this.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 6 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** 5×7 glyphs, one number per row, most significant of the 5 bits on the left. */
const FONT: Record<string, number[]> = {
  ' ': [0, 0, 0, 0, 0, 0, 0],
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  Ä: [10, 0, 14, 17, 31, 17, 17],
  Ö: [10, 0, 14, 17, 17, 17, 14],
  Ü: [10, 0, 17, 17, 17, 17, 14],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [30, 1, 1, 14, 1, 1, 30],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  '&': [12, 18, 20, 8, 21, 18, 13],
  '-': [0, 0, 0, 31, 0, 0, 0],
};
