import { isUuid, MAX_BOOKMARKS } from '@/lib/contract';

/**
 * The Merkliste of a visitor who is not signed in, kept in this browser only (docs/product-decisions.md
 * "Merkliste"): localStorage of the site's origin, so every site has its own; no cookie, nothing sent to the
 * server until sign-in merges it into the account.
 */
export const LOCAL_KEY = 'merkliste';

/** A saved job: its id and when it was saved (ISO), newest first in a list. */
export type LocalBookmark = { jobId: string; savedAt: string };

const FORMAT_VERSION = 1;

/**
 * The list stored under LOCAL_KEY: only well-formed entries, each job once, at most MAX_BOOKMARKS. Anything
 * else (another format, a hand-edited value) reads as what can be kept of it, or as empty.
 */
export function parseLocalList(raw: string | null): LocalBookmark[] {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    return [];
  }
  const items = (stored as { v?: unknown; items?: unknown } | null)?.items;
  if ((stored as { v?: unknown } | null)?.v !== FORMAT_VERSION || !Array.isArray(items)) return [];
  const seen = new Set<string>();
  const list: LocalBookmark[] = [];
  for (const item of items as Array<Partial<LocalBookmark> | null>) {
    const { jobId, savedAt } = item ?? {};
    if (typeof jobId !== 'string' || !isUuid(jobId) || seen.has(jobId)) continue;
    if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) continue;
    seen.add(jobId);
    list.push({ jobId, savedAt });
    if (list.length === MAX_BOOKMARKS) break;
  }
  return list;
}

export const serializeLocalList = (list: readonly LocalBookmark[]) =>
  JSON.stringify({ v: FORMAT_VERSION, items: list });

/** The list with `jobId` saved first; unchanged when it is saved already, refused (`full`) at the limit. */
export function withSaved(
  list: readonly LocalBookmark[],
  jobId: string,
  now: Date,
): { list: readonly LocalBookmark[]; full: boolean } {
  if (list.some((item) => item.jobId === jobId)) return { list, full: false };
  if (list.length >= MAX_BOOKMARKS) return { list, full: true };
  return { list: [{ jobId, savedAt: now.toISOString() }, ...list], full: false };
}

export const withoutJob = (list: readonly LocalBookmark[], jobId: string) =>
  list.filter((item) => item.jobId !== jobId);

/** The browser's list; empty where storage is unavailable (some private modes). */
export function readLocalList(): LocalBookmark[] {
  try {
    return parseLocalList(window.localStorage.getItem(LOCAL_KEY));
  } catch {
    return [];
  }
}

/** Stores the list (an empty one is removed); false when the browser refuses to store it. */
export function writeLocalList(list: readonly LocalBookmark[]): boolean {
  try {
    if (list.length === 0) window.localStorage.removeItem(LOCAL_KEY);
    else window.localStorage.setItem(LOCAL_KEY, serializeLocalList(list));
    return true;
  } catch {
    return false;
  }
}
