'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BOOKMARKED_JOBS } from '@/lib/graphql/documents/bookmarks';
import type { BookmarkedJobsQuery } from '@/lib/graphql/generated/operations';
import { type BookmarkSite, callBookmarks } from './bookmark-api';
import { BOOKMARK_NOTICE_ID } from '@/lib/data/bookmark-paths';
import { type BookmarkItem, BookmarkList } from './bookmark-list';
import { clearBrowserBookmarks, setBookmark, useBookmarks } from './bookmark-store';
import { readLocalList } from './local-bookmarks';
import styles from './bookmarks.module.scss';

type Job = BookmarkItem['job'];

/**
 * The Merkliste of a visitor who is not signed in: the ids kept in this browser, with the jobs' public data asked
 * in one request (bookmarkedJobs; at most MAX_BOOKMARKS ids, as the browser keeps no more). Removing changes only
 * the browser's list. Should the visitor turn out to be signed in, the page is rendered again with the account's.
 */
export function BrowserBookmarks({ site, jobsHref }: { site: BookmarkSite; jobsHref: string }) {
  const t = useTranslations('bookmarks');
  const router = useRouter();
  const { phase, ids } = useBookmarks(site);
  const [jobs, setJobs] = useState<ReadonlyMap<string, Job> | 'failed'>(new Map());
  // The serial makes a second "removed" a new notice, which takes focus again.
  const [notice, setNotice] = useState<{ text: string; serial: number } | null>(null);
  const say = (text: string) => setNotice((last) => ({ text, serial: (last?.serial ?? 0) + 1 }));
  const missing = phase === 'browser' && jobs !== 'failed' ? ids.filter((id) => !jobs.has(id)) : [];
  const wanted = missing.join();

  useEffect(() => {
    if (phase === 'account') router.refresh();
  }, [phase, router]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void callBookmarks<BookmarkedJobsQuery>(site, null, BOOKMARKED_JOBS, { jobIds: wanted.split(',') }).then(
      (answer) => {
        if (!current) return;
        if (!answer.data) return setJobs('failed');
        setJobs(
          (known) =>
            new Map([
              ...(known === 'failed' ? [] : known),
              ...answer.data.bookmarkedJobs.map((j) => [j.jobId, j] as const),
            ]),
        );
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, site]);

  useEffect(() => {
    if (notice) document.getElementById(BOOKMARK_NOTICE_ID)?.focus();
  }, [notice]);

  if (jobs === 'failed')
    return (
      <p className={styles.notice} role="alert">
        {t('loadError')}
      </p>
    );
  // Nothing to show until the browser's list and its jobs are known; without script the page's notice explains.
  if (phase !== 'browser' || missing.length > 0) return null;

  const savedAt = new Map(readLocalList().map((item) => [item.jobId, item.savedAt]));
  const items: BookmarkItem[] = ids.flatMap((id) => {
    const job = jobs.get(id);
    const at = savedAt.get(id);
    return job && at ? [{ savedAt: at, job }] : [];
  });
  const remove = async (jobId: string) => {
    if ((await setBookmark(jobId, false)).ok) say(t('removed'));
  };
  const removeAll = () => {
    if (clearBrowserBookmarks()) say(t('removedAll'));
  };
  return (
    <BookmarkList
      items={items}
      jobsHref={jobsHref}
      notice={notice?.text ?? null}
      removeOne={(item, label) => (
        <button
          type="button"
          className={`button button-secondary ${styles.remove}`}
          aria-label={label}
          onClick={() => remove(item.job.jobId)}
        >
          {t('remove')}
        </button>
      )}
      removeAll={
        <button type="button" className="button" onClick={removeAll}>
          {t('removeAllConfirm')}
        </button>
      }
    />
  );
}
