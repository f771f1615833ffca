import 'server-only';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import { MY_BOOKMARKS, REMOVE_ALL_BOOKMARKS, REMOVE_BOOKMARK } from '@/lib/graphql/documents/bookmarks';
import type {
  MyBookmarksQuery,
  MyBookmarksQueryVariables,
  RemoveAllBookmarksMutation,
  RemoveAllBookmarksMutationVariables,
  RemoveBookmarkMutation,
  RemoveBookmarkMutationVariables,
} from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';

// The documents are plain strings for the browser's small scripts (lib/graphql/documents/bookmarks.ts); the
// in-process executor takes them parsed.
const MINE: TypedDocumentNode<MyBookmarksQuery, MyBookmarksQueryVariables> = gql(MY_BOOKMARKS);
const REMOVE: TypedDocumentNode<RemoveBookmarkMutation, RemoveBookmarkMutationVariables> = gql(REMOVE_BOOKMARK);
const REMOVE_ALL: TypedDocumentNode<RemoveAllBookmarksMutation, RemoveAllBookmarksMutationVariables> =
  gql(REMOVE_ALL_BOOKMARKS);

/** The Merkliste is its owner's: every call asks as the signed-in user (loadPageViewer). */
type Owner = { region: Pick<Region, 'id' | 'DEFAULT_LOCALE'>; userId: string };
const asOwner = ({ region, userId }: Owner) => ({ region, locale: region.DEFAULT_LOCALE, userId });

export type MyBookmarks = MyBookmarksQuery['myBookmarks'];

/** The signed-in user's Merkliste on the site, newest first. */
export async function loadMyBookmarks(owner: Owner): Promise<MyBookmarks> {
  const { data, error } = await serverQuery(asOwner(owner), { query: MINE });
  if (error) throw error;
  return structuredClone(data!.myBookmarks);
}

/** A job that is not (or no longer) on the list, or an id that names none: what removing wanted is so. */
const alreadyGone = (error: unknown) =>
  OperationError.is(error) &&
  error.errors.every((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT');

/** Takes one job off the signed-in user's list (a second click of the same form changes nothing). */
export async function removeMyBookmark(owner: Owner, jobId: string): Promise<void> {
  const { error } = await serverMutate(asOwner(owner), { mutation: REMOVE, variables: { jobId } });
  if (error && !alreadyGone(error)) throw error;
}

/** Empties the signed-in user's list on the site. */
export async function removeAllMyBookmarks(owner: Owner): Promise<void> {
  const { error } = await serverMutate(asOwner(owner), { mutation: REMOVE_ALL });
  if (error) throw error;
}
