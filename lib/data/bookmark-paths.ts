import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';

/** The Merkliste's internal route (public /merkliste, lib/routing/path-translations.ts). */
export const BOOKMARKS_ROUTE = '/bookmarks';

/** What the page says after its forms: one job or every job taken off the list. */
export const BOOKMARK_NOTICES = { entfernt: 'removed', 'alle-entfernt': 'removedAll' } as const;
export type BookmarkNotice = keyof typeof BOOKMARK_NOTICES;

/**
 * The id of the page's notice: a form's answer names it, so the browser puts focus on it without script; the
 * browser's list focuses it after a change.
 */
export const BOOKMARK_NOTICE_ID = 'merkliste-hinweis';

/** The Merkliste's address on the site as visitors see it. */
export const bookmarksHref = (region: Pick<Region, 'DEFAULT_LOCALE' | 'FEATURES'>) =>
  cleanLink(`internal:${BOOKMARKS_ROUTE}`, region);

export const bookmarkNoticeHref = (region: Pick<Region, 'DEFAULT_LOCALE' | 'FEATURES'>, notice: BookmarkNotice) =>
  `${bookmarksHref(region)}?hinweis=${notice}#${BOOKMARK_NOTICE_ID}`;

/** The notice a `hinweis` parameter names, as a key of the `bookmarks` messages, or null. */
export function bookmarkNotice(value: string | undefined): (typeof BOOKMARK_NOTICES)[BookmarkNotice] | null {
  return Object.hasOwn(BOOKMARK_NOTICES, value ?? '') ? BOOKMARK_NOTICES[value as BookmarkNotice] : null;
}
