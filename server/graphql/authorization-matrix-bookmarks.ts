import { all, type ByTarget, type Caller, type Cell } from './authorization-matrix-types';

/**
 * The Merkliste in the authorization matrix (docs/product.md §1.4 BOOKMARKS_FEATURE_ACTIVE, on for the matrix's
 * site): a list is its owner's alone, whatever their role, so admin-like users have no more rights than a job
 * seeker. Anonymous visitors keep their list in the browser and only look up the public data of its jobs
 * (bookmarkedJobs); every write and the account's list need a session. A refused token is refused throughout.
 * Saving and removing act on a job: "own" is one on the caller's list, "another" one only on someone else's
 * list (saving it makes the caller's own copy; removing it is NOT_FOUND and leaves theirs), "nonexistent" none.
 */
export const BOOKMARK_OPERATIONS = [
  'myBookmarks',
  'bookmarkedJobs',
  'saveBookmark',
  'removeBookmark',
  'removeAllBookmarks',
  'mergeBookmarks',
] as const;
type BookmarkOperation = (typeof BOOKMARK_OPERATIONS)[number];

export const BOOKMARK_TARGETED = {
  saveBookmark: 'bookmark',
  removeBookmark: 'bookmark',
} as const satisfies Partial<Record<BookmarkOperation, 'bookmark'>>;

const saveAny: ByTarget = { own: 'data', another: 'data', nonexistent: 'NOT_FOUND' };
const removeOwn: ByTarget = { own: 'data', another: 'NOT_FOUND', nonexistent: 'NOT_FOUND' };

const cells = (session: Cell, lookup: Cell, save: ByTarget, remove: ByTarget): Record<BookmarkOperation, Cell> => ({
  myBookmarks: session,
  bookmarkedJobs: lookup,
  saveBookmark: save,
  removeBookmark: remove,
  removeAllBookmarks: session,
  mergeBookmarks: session,
});

const REFUSED = all('UNAUTHENTICATED');

export function bookmarkCells(caller: Caller): Record<BookmarkOperation, Cell> {
  if (caller === 'forged_token' || caller === 'expired_token')
    return cells('UNAUTHENTICATED', 'UNAUTHENTICATED', REFUSED, REFUSED);
  if (caller === 'anonymous') return cells('UNAUTHENTICATED', 'data', REFUSED, REFUSED);
  return cells('data', 'data', saveAny, removeOwn);
}
