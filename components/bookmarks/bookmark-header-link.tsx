'use client';

import type { BookmarkSite } from './bookmark-api';
import { BookmarkIcon } from './bookmark-icon';
import { useBookmarks } from './bookmark-store';
import styles from './bookmarks.module.scss';

export type BookmarkHeaderLabels = { label: string; countOne: string; countOther: string };

/**
 * The header's "Merkliste" with the number of saved jobs. The link is there without script; the number comes
 * once the browser knows the list, as a badge on the icon, so nothing in the header moves. Below desktop width the
 * icon stands alone.
 */
export function BookmarkHeaderLink({
  href,
  site,
  labels,
}: {
  href: string;
  site: BookmarkSite;
  labels: BookmarkHeaderLabels;
}) {
  const { phase, ids } = useBookmarks(site);
  const count = phase === 'loading' ? 0 : ids.length;
  const named = count === 1 ? labels.countOne : labels.countOther.replace('{count}', String(count));
  return (
    // Named by aria-label: below desktop width the name is not shown, and the badge's number needs its words.
    <a href={href} className={styles.headerLink} aria-label={count > 0 ? `${labels.label} (${named})` : labels.label}>
      <span className={styles.headerIcon}>
        <BookmarkIcon />
        {count > 0 && (
          <span className={styles.headerCount} aria-hidden="true">
            {count}
          </span>
        )}
      </span>
      <span className={styles.headerLabel}>{labels.label}</span>
    </a>
  );
}
