import { describe, expect, it } from 'vitest';
import { detectFileType, JPEG, PDF, PNG, typeForFileName, WEBP } from './detect-file-type';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectFileType (§5: pdf, jpeg, png, webp by content)', () => {
  it('recognises the four signatures', () => {
    expect(detectFileType(bytes('%PDF-1.7\n'))).toBe(PDF);
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe(JPEG);
    expect(detectFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe(PNG);
    expect(detectFileType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe(WEBP);
  });

  it('refuses everything else, also near misses and too short heads', () => {
    expect(detectFileType(bytes('Hallo Welt'))).toBeNull();
    expect(detectFileType(bytes('GIF89a'))).toBeNull();
    expect(detectFileType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectFileType(bytes(' %PDF-1.7'))).toBeNull();
    expect(detectFileType(bytes('%PD'))).toBeNull();
    expect(detectFileType(new Uint8Array(0))).toBeNull();
  });

  it('maps the allowed name endings case-insensitively', () => {
    expect(typeForFileName('Lebenslauf.PDF')).toBe(PDF);
    expect(typeForFileName('foto.jpeg')).toBe(JPEG);
    expect(typeForFileName('foto.JPG')).toBe(JPEG);
    expect(typeForFileName('logo.png')).toBe(PNG);
    expect(typeForFileName('bild.webp')).toBe(WEBP);
    expect(typeForFileName('notizen.txt')).toBeNull();
    expect(typeForFileName('ohne-endung')).toBeNull();
  });
});
