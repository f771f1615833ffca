import { describe, expect, it } from 'vitest';
import { detectFileType, DOCX, isMacroWordName, JPEG, PDF, PNG, typeForFileName, WEBP, ZIP } from './detect-file-type';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectFileType (docs/product.md §5: pdf, docx, jpeg, png, webp by content)', () => {
  it('recognises the four signatures', () => {
    expect(detectFileType(bytes('%PDF-1.7\n'))).toBe(PDF);
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe(JPEG);
    expect(detectFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe(PNG);
    expect(detectFileType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe(WEBP);
    // Only a candidate: what the ZIP holds is checked once it is stored (office-container.ts).
    expect(detectFileType(bytes('PK', 3, 4, 20, 0, 8, 8))).toBe(ZIP);
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
    expect(typeForFileName('Lebenslauf.DOCX')).toBe(DOCX);
    expect(typeForFileName('Lebenslauf.doc')).toBeNull();
    expect(typeForFileName('Lebenslauf.docm')).toBeNull();
    expect(typeForFileName('archiv.zip')).toBeNull();
    expect(typeForFileName('notizen.txt')).toBeNull();
    expect(typeForFileName('ohne-endung')).toBeNull();
  });

  it('knows Word endings with macros', () => {
    expect(isMacroWordName('Lebenslauf.docm')).toBe(true);
    expect(isMacroWordName('Vorlage.DOTM')).toBe(true);
    expect(isMacroWordName('Lebenslauf.docx')).toBe(false);
  });
});
