/**
 * docs/product.md §5 upload types, detected from the content (never from the name or the client's type): the first
 * bytes, and for a ZIP the Office package inside (office-container.ts), since Word files are ZIPs.
 */
export type DetectedType = {
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | typeof DOCX_MIME_TYPE | 'application/zip';
  extension: 'pdf' | 'jpg' | 'png' | 'webp' | 'docx' | 'zip';
  label: string;
};

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const PDF: DetectedType = { mimeType: 'application/pdf', extension: 'pdf', label: 'PDF' };
export const JPEG: DetectedType = { mimeType: 'image/jpeg', extension: 'jpg', label: 'JPG' };
export const PNG: DetectedType = { mimeType: 'image/png', extension: 'png', label: 'PNG' };
export const WEBP: DetectedType = { mimeType: 'image/webp', extension: 'webp', label: 'WebP' };
export const DOCX: DetectedType = { mimeType: DOCX_MIME_TYPE, extension: 'docx', label: 'DOCX' };
/** Only what the first bytes say: any ZIP. Never stored as such; a DOCX once its package is checked. */
export const ZIP: DetectedType = { mimeType: 'application/zip', extension: 'zip', label: 'ZIP' };

/** Bytes needed to tell the four types apart (RIFF….WEBP is the longest signature). */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of content starting with `head`, or null when it is none of the allowed ones (or a ZIP). */
export function detectFileType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, ascii('%PDF-'))) return PDF;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return ZIP;
  return null;
}

/**
 * docs/product.md §5 allowed name endings and the type each promises; Word only as .docx (no macros: .docm, and no old
 * binary .doc, whose content cannot be checked as cheaply).
 */
const BY_EXTENSION: Record<string, DetectedType> = {
  pdf: PDF,
  jpg: JPEG,
  jpeg: JPEG,
  png: PNG,
  webp: WEBP,
  docx: DOCX,
};

const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export function typeForFileName(name: string): DetectedType | null {
  return BY_EXTENSION[extension(name)] ?? null;
}

/** Word files with macros (documents and templates): refused by name at once, and by content as well. */
export const isMacroWordName = (name: string) => ['docm', 'dotm'].includes(extension(name));
