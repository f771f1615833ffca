import { useEffect, useSyncExternalStore } from 'react';
import { fetchSession } from '@/lib/auth/session-client';
import { BOOKMARK_IDS, MERGE_BOOKMARKS, REMOVE_BOOKMARK, SAVE_BOOKMARK } from '@/lib/graphql/documents/bookmarks';
import type {
  BookmarkIdsQuery,
  MergeBookmarksMutation,
  RemoveBookmarkMutation,
  SaveBookmarkMutation,
} from '@/lib/graphql/generated/operations';
import { type BookmarkCallError, type BookmarkSite, callBookmarks } from './bookmark-api';
import { LOCAL_KEY, readLocalList, withoutJob, withSaved, writeLocalList } from './local-bookmarks';

/**
 * Whose list the page's toggles and count show: not known yet (the session is asked after the page loaded, as
 * the header's sign-in island does), the browser's own (not signed in), or the account's.
 */
export type BookmarkPhase = 'loading' | 'browser' | 'account';
/** The saved job ids, newest first; `merges` counts the browser lists merged into the account on this page. */
export type BookmarkSnapshot = { phase: BookmarkPhase; ids: readonly string[]; merges: number };

export type BookmarkOutcome = { ok: true } | { ok: false; reason: 'full' | 'failed'; message: string | null };

const LOADING: BookmarkSnapshot = { phase: 'loading', ids: [], merges: 0 };
/** next-auth's message between tabs (lib/auth/session-client.ts): another tab signed in or out. */
const SESSION_MESSAGE_KEY = 'nextauth.message';

// One list per page: every toggle, the header's count and the Merkliste page read the same snapshot, and the
// session and the account's ids are asked once.
let snapshot = LOADING;
let site: BookmarkSite | null = null;
let token: string | null = null;
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: Partial<BookmarkSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

const browserIds = () => readLocalList().map((item) => item.jobId);

/**
 * Asks who is here and loads their list. Signed in with jobs kept in this browser, those are merged into the
 * account first and the browser's list is emptied (docs/product-decisions.md "Merkliste"); a failed merge leaves
 * them for the next page.
 */
async function load(): Promise<void> {
  const run = ++generation;
  let session: Awaited<ReturnType<typeof fetchSession>>['session'] = null;
  try {
    session = (await fetchSession()).session;
  } catch {
    // Without an answer the visitor counts as signed out: their saves stay in the browser until the next page.
  }
  if (run !== generation || !site) return;
  token = session?.user && session.jwt ? session.jwt : null;
  if (!token) return publish({ phase: 'browser', ids: browserIds() });
  const kept = browserIds();
  if (kept.length) {
    const merged = await callBookmarks<MergeBookmarksMutation>(site, token, MERGE_BOOKMARKS, { jobIds: kept });
    if (run !== generation) return;
    if (merged.data) {
      writeLocalList([]);
      return publish({ phase: 'account', ids: merged.data.mergeBookmarks.jobIds, merges: snapshot.merges + 1 });
    }
  }
  const mine = await callBookmarks<BookmarkIdsQuery>(site, token, BOOKMARK_IDS);
  if (run !== generation) return;
  publish({ phase: 'account', ids: mine.data?.myBookmarks.items.map((item) => item.job.jobId) ?? [] });
}

function onStorage(event: StorageEvent): void {
  if (event.key === SESSION_MESSAGE_KEY) void load();
  else if ((event.key === LOCAL_KEY || event.key === null) && snapshot.phase === 'browser')
    publish({ ids: browserIds() });
}

/** Starts the page's list once, for the site of the first island that asks. */
export function startBookmarks(target: BookmarkSite): void {
  if (site) return;
  site = target;
  window.addEventListener('storage', onStorage);
  void load();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The page's Merkliste for an island of the site; the server renders it (and the first render) as loading. */
export function useBookmarks({ regionId, locale }: BookmarkSite): BookmarkSnapshot {
  useEffect(() => startBookmarks({ regionId, locale }), [regionId, locale]);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => LOADING,
  );
}

/** Saves or removes a job of the account's list on the server: the ids afterwards, or why not. */
async function change(
  target: BookmarkSite,
  jobId: string,
  save: boolean,
): Promise<{ ids: readonly string[] } | BookmarkCallError> {
  if (save) {
    const saved = await callBookmarks<SaveBookmarkMutation>(target, token, SAVE_BOOKMARK, { jobId });
    return saved.data ? { ids: saved.data.saveBookmark.jobIds } : saved.error;
  }
  const removed = await callBookmarks<RemoveBookmarkMutation>(target, token, REMOVE_BOOKMARK, { jobId });
  return removed.data ? { ids: removed.data.removeBookmark.jobIds } : removed.error;
}

/** Saves or removes a job: in the browser's list, or in the account's (shown at once, taken back if refused). */
export async function setBookmark(jobId: string, save: boolean): Promise<BookmarkOutcome> {
  if (snapshot.phase === 'browser') {
    const list = readLocalList();
    const next = save ? withSaved(list, jobId, new Date()) : { list: withoutJob(list, jobId), full: false };
    if (next.full) return { ok: false, reason: 'full', message: null };
    if (!writeLocalList(next.list)) return { ok: false, reason: 'failed', message: null };
    publish({ ids: next.list.map((item) => item.jobId) });
    return { ok: true };
  }
  if (snapshot.phase !== 'account' || !site) return { ok: false, reason: 'failed', message: null };
  const others = () => snapshot.ids.filter((id) => id !== jobId);
  publish({ ids: save ? [jobId, ...others()] : others() });
  const answer = await change(site, jobId, save);
  if ('ids' in answer) {
    publish({ ids: answer.ids });
    return { ok: true };
  }
  // Removing a job that is no longer on the list: what was wanted is so.
  if (!save && answer.code === 'NOT_FOUND') return { ok: true };
  publish({ ids: save ? others() : [jobId, ...others()] });
  return {
    ok: false,
    reason: answer.code === 'BAD_USER_INPUT' ? 'full' : 'failed',
    message: answer.message,
  };
}

/** Empties the browser's list (the Merkliste page of a visitor who is not signed in). */
export function clearBrowserBookmarks(): boolean {
  if (snapshot.phase !== 'browser' || !writeLocalList([])) return false;
  publish({ ids: [] });
  return true;
}

/** The account's ids as the server just rendered them (after the Merkliste page's own forms). */
export function showAccountIds(ids: readonly string[]): void {
  if (snapshot.phase === 'account' && ids.join() !== snapshot.ids.join()) publish({ ids });
}
