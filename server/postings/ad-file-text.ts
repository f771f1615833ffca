import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { extractPdfText, PdfUnreadableError } from '../storage/pdf-text';
import type { FileStorage } from '../storage/storage';
import type { FieldError, PostingPatch } from './posting-input';
import { postingMessages as m } from './posting-messages';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as paragraphs (blank lines part them), so the sanitizer keeps it and the page can show it. */
export function textAsParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A job_per_file ad is its PDF; its text becomes the description, so search finds the job by what the PDF says
 * and the job page has the text for those who cannot open the file. Runs when the file changes; a PDF that
 * cannot be read is refused next to the field.
 */
export async function takeAdFileText(
  db: Db,
  storage: FileStorage,
  patch: PostingPatch,
  currentFileId: string | null,
): Promise<FieldError[]> {
  if (!patch.fileId || patch.fileId === currentFileId) return [];
  const [file] = await db.select({ key: files.storageKey }).from(files).where(eq(files.id, patch.fileId));
  if (!file) return [];
  try {
    const bytes = new Uint8Array(await new Response(await storage.read(file.key)).arrayBuffer());
    patch.description = textAsParagraphs(await extractPdfText(bytes));
    return [];
  } catch (error) {
    if (!(error instanceof PdfUnreadableError)) throw error;
    delete patch.fileId;
    return [{ field: 'fileId', message: m.fileUnreadable }];
  }
}
