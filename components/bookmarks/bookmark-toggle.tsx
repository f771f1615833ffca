'use client';

import { useState } from 'react';
import type { BookmarkSite } from './bookmark-api';
import { BookmarkIcon } from './bookmark-icon';
import { setBookmark, useBookmarks } from './bookmark-store';
import styles from './bookmarks.module.scss';

export type BookmarkToggleLabels = { save: string; saved: string; full: string; failed: string };

/**
 * "Merken" / "Gemerkt" for one job (docs/product-decisions.md "Merkliste"): a toggle button (aria-pressed) that
 * saves the job in the browser or, signed in, in the account. It needs script: the pages it is on are the same
 * for everybody (and kept by the page cache), so only the browser knows whether the job is saved. Until it does,
 * the button keeps its place but is hidden (no layout shift, nothing to focus); without script it never shows.
 */
export function BookmarkToggle({
  jobId,
  title,
  site,
  labels,
  className,
}: {
  jobId: string;
  /** The job's title, in the button's name after its visible text: a list of cards has one toggle per job. */
  title: string;
  site: BookmarkSite;
  labels: BookmarkToggleLabels;
  className?: string;
}) {
  const { phase, ids } = useBookmarks(site);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saved = ids.includes(jobId);
  const ready = phase !== 'loading';

  const toggle = async () => {
    // A second click while the first is on its way changes nothing; the button keeps focus all along.
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    const outcome = await setBookmark(jobId, !saved);
    setBusy(false);
    if (!outcome.ok) setError(outcome.message ?? labels[outcome.reason]);
  };

  return (
    <span className={`${styles.toggleSlot} ${className ?? ''}`} data-loading={ready ? undefined : ''}>
      <button
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        aria-label={`${saved ? labels.saved : labels.save}: ${title}`}
        disabled={!ready}
        onClick={toggle}
      >
        <BookmarkIcon />
        {saved ? labels.saved : labels.save}
      </button>
      {error && (
        <span className={styles.toggleError} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
