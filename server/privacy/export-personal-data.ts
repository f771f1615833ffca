import { eq } from 'drizzle-orm';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { describePersonalData } from './export-document';
import { personalDataZip } from './export-zip';
import { collectPersonalData } from './personal-data';

/** An export reads every personal table and streams all files: a few per hour are plenty for one person. */
export const EXPORT_LIMIT = {
  name: 'privacy-export',
  limit: 5,
  windowSeconds: 60 * 60,
} as const satisfies RateLimitRule;

export type PersonalDataDownload =
  | { kind: 'zip'; fileName: string; body: ReadableStream<Uint8Array> }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * The signed-in user's own data as a ZIP (DSGVO Art. 15, 20): a readable HTML file, the same as JSON, and
 * the files. There is no parameter naming whose data: the caller passes the session's user id, so nobody
 * can ask for someone else's. `siteName` is the site the export was asked on (the file names it).
 */
export async function exportPersonalData(
  db: Db,
  storage: FileStorage,
  input: { userId: string; siteName: string; now?: Date },
): Promise<PersonalDataDownload> {
  const now = input.now ?? new Date();
  const [user] = await db
    .select({ id: users.id, email: users.email, blocked: users.blocked })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user || user.blocked) return { kind: 'not-found' };
  const limit = await hitRateLimit(db, EXPORT_LIMIT, user.id, now);
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  const data = await collectPersonalData(db, user);
  const doc = await describePersonalData(db, user, data, {
    exportedAt: now,
    email: user.email,
    siteName: input.siteName,
  });
  const chunks = personalDataZip(doc, data.files, storage);
  return {
    kind: 'zip',
    fileName: `meine-daten-${now.toISOString().slice(0, 10)}.zip`,
    body: streamOf(chunks),
  };
}

/** A byte stream read from the generator only as fast as the client takes it (the ZIP is never all in memory). */
function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
