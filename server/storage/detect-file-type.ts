/** §5 upload types, detected from the first bytes of the content (never from the name or the client's type). */
export type DetectedType = {
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'pdf' | 'jpg' | 'png' | 'webp';
  label: string;
};

export const PDF: DetectedType = { mimeType: 'application/pdf', extension: 'pdf', label: 'PDF' };
export const JPEG: DetectedType = { mimeType: 'image/jpeg', extension: 'jpg', label: 'JPG' };
export const PNG: DetectedType = { mimeType: 'image/png', extension: 'png', label: 'PNG' };
export const WEBP: DetectedType = { mimeType: 'image/webp', extension: 'webp', label: 'WebP' };

/** Bytes needed to tell the four types apart (RIFF….WEBP is the longest signature). */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of content starting with `head`, or null when it is none of the allowed ones. */
export function detectFileType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, ascii('%PDF-'))) return PDF;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return WEBP;
  return null;
}

/** §5 allowed name endings and the type each promises. */
const BY_EXTENSION: Record<string, DetectedType> = { pdf: PDF, jpg: JPEG, jpeg: JPEG, png: PNG, webp: WEBP };

export function typeForFileName(name: string): DetectedType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? null;
}
