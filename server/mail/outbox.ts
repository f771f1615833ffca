import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import type { FileStorage } from '../storage/storage';

/**
 * What the mail outboxes (applications, contact form) share: one item is stored before anything is sent, sent
 * by a claim, and a failure waits longer each time before the next attempt (docs/architecture.md, "Job page
 * and applying").
 */
const BACKOFF_MINUTES = [1, 5, 30, 120, 360, 720, 720, 720]; // 1 min, 5 min, 30 min, 2 h, 6 h, then every 12 h

/** After this many attempts an item is no longer claimed (it stays 'failed' for the team to see). */
export const OUTBOX_MAX_ATTEMPTS = BACKOFF_MINUTES.length;

export type OutboxFailure = { sendStatus: 'failed'; lastError: string; nextAttemptAt: Date };

/** The failure to record after `attempts` attempts (the claim counted the current one). */
export function outboxFailure(error: unknown, attempts: number, now: Date): OutboxFailure {
  const wait = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? BACKOFF_MINUTES.at(-1)!;
  return {
    sendStatus: 'failed',
    lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
    nextAttemptAt: new Date(now.getTime() + wait * 60_000),
  };
}

/** Sends each claimed item; a failure is recorded on the item and the others still go. */
export async function drainOutbox<T extends { sendAttempts: number }>(
  claimed: T[],
  now: Date,
  send: (item: T) => Promise<void>,
  recordFailure: (item: T, failure: OutboxFailure) => Promise<unknown>,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const item of claimed) {
    try {
      await send(item);
      sent++;
    } catch (error) {
      failed++;
      await recordFailure(item, outboxFailure(error, item.sendAttempts, now));
    }
  }
  return { sent, failed };
}

/** Stored files as mail attachments, streamed from storage. */
export async function storedAttachments(
  storage: FileStorage,
  stored: ReadonlyArray<{ name: string; mimeType: string; storageKey: string }>,
) {
  return Promise.all(
    stored.map(async (a) => ({
      filename: a.name,
      contentType: a.mimeType,
      content: Readable.fromWeb((await storage.read(a.storageKey)) as unknown as NodeWebReadableStream<Uint8Array>),
    })),
  );
}
