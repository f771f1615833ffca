import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { DocumentReadError, readDocumentText } from '../documents/document-pool';
import type { FileStorage } from '../storage/storage';
import { isCvMimeType } from './cv-text';
import { importVocabularies } from './import-vocabularies';
import { parseCv, type ResumeImportProposal } from './parse-cv';

/**
 * Bounds of one import: a CV is a few pages and a few hundred KB; reading stops at these, and a person may
 * ask a few times an hour (each answer reads a file and runs the PDF reader).
 */
export const RESUME_IMPORT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 15_000,
  perUser: { name: 'resume-import-user', limit: 20, windowSeconds: 60 * 60 } satisfies RateLimitRule,
} as const;

export type ResumeImportFailure =
  'notFound' | 'unsupportedType' | 'tooLarge' | 'unreadable' | 'noText' | 'timeout' | 'busy';

/** An import refused for what the file is (the caller's to fix); `reason` picks the German message. */
export class ResumeImportError extends Error {
  constructor(readonly reason: ResumeImportFailure) {
    super(`Resume import refused: ${reason}`);
    this.name = 'ResumeImportError';
  }
}

export type ImportCaller = { userId: string; regionId: string };

/** Counts one import of the caller; false when the hour's allowance is used up. */
export async function admitResumeImport(db: Db, caller: ImportCaller, now = new Date()) {
  return hitRateLimit(db, RESUME_IMPORT_LIMITS.perUser, caller.userId, now);
}

async function readAtMost(storage: FileStorage, key: string, maxBytes: number): Promise<Uint8Array> {
  const reader = (await storage.read(key)).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) throw new ResumeImportError('tooLarge');
      chunks.push(next.value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ResumeImportError('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The proposal for the caller's own uploaded CV (a PDF or DOCX they uploaded on this site and that nothing
 * else uses yet): anybody else's file, or an unknown id, is "not found" alike. The file is kept as the
 * caller's `resume_import` file. The file is read in a worker thread with its own time and memory limits
 * (server/documents/document-pool.ts); the storage read and the whole by a timeout.
 */
export async function proposeResumeFromCv(
  db: Db,
  storage: FileStorage,
  caller: ImportCaller,
  fileId: string,
): Promise<ResumeImportProposal> {
  const [file] = await db
    .select({ id: files.id, storageKey: files.storageKey, mimeType: files.mimeType, sizeBytes: files.sizeBytes })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerId, caller.userId),
        eq(files.regionId, caller.regionId),
        inArray(files.purpose, ['other', 'resume_import']),
        isNull(files.permanentAt),
      ),
    );
  if (!file) throw new ResumeImportError('notFound');
  if (!isCvMimeType(file.mimeType)) throw new ResumeImportError('unsupportedType');
  if (file.sizeBytes > RESUME_IMPORT_LIMITS.maxBytes) throw new ResumeImportError('tooLarge');
  const mimeType = file.mimeType;

  const text = await withTimeout(
    (async () => {
      const bytes = await readAtMost(storage, file.storageKey, RESUME_IMPORT_LIMITS.maxBytes);
      try {
        // In the document pool, off the event loop (docs/architecture.md "Reading uploaded documents").
        return await readDocumentText(mimeType === 'application/pdf' ? 'pdf' : 'docx', bytes);
      } catch (error) {
        if (error instanceof DocumentReadError) throw new ResumeImportError(error.reason);
        throw error;
      }
    })(),
    RESUME_IMPORT_LIMITS.timeoutMs,
  );
  if (!text.trim()) throw new ResumeImportError('noText');
  await db.update(files).set({ purpose: 'resume_import' }).where(eq(files.id, file.id));
  return parseCv(text, await importVocabularies(db));
}
