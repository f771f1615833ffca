import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../regions/env';

/**
 * The local mailbox used when no SMTP server is configured: every mail is kept as the raw RFC 822 message
 * (`.eml`, opens in any mail program) and a small JSON summary the demo mailbox page lists.
 */
export type MailboxEntry = {
  id: string;
  regionId: string | null;
  from: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
};

export const DEFAULT_MAILBOX_DIR = './data/mailbox';
/** Older mails are deleted so the folder cannot grow without bound. */
const KEEP = 500;
const ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;

export function mailboxDir(env: Env = process.env): string {
  return path.resolve(/* turbopackIgnore: true */ env.MAILBOX_DIR || DEFAULT_MAILBOX_DIR);
}

export async function writeMailboxMessage(
  dir: string,
  entry: Omit<MailboxEntry, 'id' | 'sentAt'>,
  raw: Buffer,
  now = new Date(),
): Promise<MailboxEntry> {
  await mkdir(dir, { recursive: true });
  // Time first, so names sort by age; the random part keeps two mails in one millisecond apart.
  const id = `${String(now.getTime()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
  const saved: MailboxEntry = { id, sentAt: now.toISOString(), ...entry };
  await writeFile(path.join(dir, `${id}.eml`), raw);
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify(saved, null, 2));
  await pruneMailbox(dir);
  return saved;
}

async function ids(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -5))
    .filter((id) => ID_PATTERN.test(id))
    .sort()
    .reverse();
}

async function pruneMailbox(dir: string): Promise<void> {
  const old = (await ids(dir)).slice(KEEP);
  await Promise.all(
    old.flatMap((id) => ['.json', '.eml'].map((ext) => unlink(path.join(dir, id + ext)).catch(() => undefined))),
  );
}

/** Newest first; with `regionId`, only the mails that site sent. */
export async function listMailbox(
  dir: string,
  options: { regionId?: string; limit?: number } = {},
): Promise<MailboxEntry[]> {
  const entries: MailboxEntry[] = [];
  for (const id of await ids(dir)) {
    if (entries.length >= (options.limit ?? 50)) break;
    try {
      const entry = JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as MailboxEntry;
      if (!options.regionId || entry.regionId === options.regionId) entries.push(entry);
    } catch {
      // A half-written or foreign file is skipped, not fatal.
    }
  }
  return entries;
}
