import { eq } from 'drizzle-orm';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { DocumentReadError, readDocumentText } from '../documents/document-pool';
import { adPageImages } from './ad-page-images';
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
 * New ad files read per organization and hour (docs/security.md): each one costs a reader thread up to its
 * time limit; a recruiter changing an ad's PDF a few times never meets it.
 */
export const AD_FILE_RATE_LIMIT = {
  name: 'ad-file-organization',
  limit: 30,
  windowSeconds: 60 * 60,
} satisfies RateLimitRule;

const READ_FAILURE_MESSAGES = {
  unreadable: m.fileUnreadable,
  timeout: m.fileTimeout,
  busy: m.fileBusy,
} as const;

/**
 * A job_per_file ad is its PDF; its text becomes the description, so search finds the job by what the PDF says
 * and the job page has the text for those who cannot open the file, and its pages are rendered as images. Runs when the file changes; a PDF that
 * cannot be read, or one over the organization's
 * hourly allowance, is refused next to the field. The PDF is read in the document pool, off the event loop.
 */
export async function takeAdFileText(
  db: Db,
  storage: FileStorage,
  patch: PostingPatch,
  current: { fileId: string | null; organizationId: string | null },
  now = new Date(),
): Promise<FieldError[]> {
  if (!patch.fileId || patch.fileId === current.fileId) return [];
  const [file] = await db.select({ key: files.storageKey }).from(files).where(eq(files.id, patch.fileId));
  if (!file) return [];
  const refuse = (message: string): FieldError[] => {
    delete patch.fileId;
    return [{ field: 'fileId', message }];
  };
  if (current.organizationId) {
    const admitted = await hitRateLimit(db, AD_FILE_RATE_LIMIT, current.organizationId, now);
    if (!admitted.allowed) return refuse(m.fileRateLimited);
  }
  try {
    const bytes = new Uint8Array(await new Response(await storage.read(file.key)).arrayBuffer());
    patch.description = textAsParagraphs(await readDocumentText('pdf', bytes));
    // The page images the job page shows: rendered now, so the first seeker does not wait for them. A PDF whose
    // text was read but whose pages cannot be painted is still taken: the page shows its text and the download.
    await adPageImages(db, storage, patch.fileId);
    return [];
  } catch (error) {
    if (!(error instanceof DocumentReadError)) throw error;
    return refuse(READ_FAILURE_MESSAGES[error.reason]);
  }
}
