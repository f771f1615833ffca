'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { signInHref } from '@/lib/auth/dispatch';
import { bookmarkNoticeHref, bookmarksHref } from '@/lib/data/bookmark-paths';
import { removeAllMyBookmarks, removeMyBookmark } from '@/lib/data/bookmarks';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

/** The site of the request and its signed-in user; a signed-out visitor signs in and comes back to the list. */
async function owner() {
  const region = regionFromHeaders(await headers());
  if (!region) redirect('/');
  const viewer = await loadPageViewer(region.id);
  if (!viewer) redirect(signInHref(bookmarksHref(region)));
  return { region, userId: viewer.userId };
}

/** "Entfernen" on the Merkliste: a plain form, so it works without JavaScript; the page says what happened. */
export async function removeBookmarkAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await owner();
  await removeMyBookmark(who, String(form.get('jobId') ?? '').slice(0, 100));
  redirect(bookmarkNoticeHref(who.region, 'entfernt'));
}

/** "Ja, alle entfernen" on the Merkliste. */
export async function removeAllBookmarksAction(): Promise<void> {
  await refuseWhenReadOnly();
  const who = await owner();
  await removeAllMyBookmarks(who);
  redirect(bookmarkNoticeHref(who.region, 'alle-entfernt'));
}
