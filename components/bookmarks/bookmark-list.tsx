import type { ReactNode } from 'react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { BOOKMARK_NOTICE_ID } from '@/lib/data/bookmark-paths';
import type { MyBookmarksQuery } from '@/lib/graphql/generated/operations';
import styles from './bookmarks.module.scss';

export type BookmarkItem = MyBookmarksQuery['myBookmarks']['items'][number];

/**
 * The Merkliste as both lists show it (the account's from the server, the browser's from its own storage): each
 * job with title, employer and place, whether it went offline, when it was saved and a control to remove it, and
 * "Alle entfernen" behind a question (a `<details>`, so it asks without script too). Empty: a way to the jobs.
 * The controls are the caller's (forms to the server, or buttons of the browser's list).
 */
export function BookmarkList({
  items,
  jobsHref,
  notice,
  removeOne,
  removeAll,
}: {
  items: readonly BookmarkItem[];
  jobsHref: string;
  /** What the last change did, said in a live region that takes focus. */
  notice: string | null;
  /** The control that removes one job; `label` names the job for screen readers. */
  removeOne: (item: BookmarkItem, label: string) => ReactNode;
  removeAll: ReactNode;
}) {
  const t = useTranslations('bookmarks');
  const format = useFormatter();
  return (
    <>
      <p id={BOOKMARK_NOTICE_ID} className={notice ? styles.notice : styles.noNotice} role="status" tabIndex={-1}>
        {notice}
      </p>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <p>
            <a className="button" href={jobsHref}>
              {t('findJobs')}
            </a>
          </p>
        </div>
      ) : (
        <>
          <p className={styles.count}>{t('count', { count: items.length })}</p>
          <ol className={styles.list} aria-label={t('listLabel')}>
            {items.map((item) => {
              const { job } = item;
              const shown = job.title !== null;
              const label = job.title !== null ? t('removeLabel', { title: job.title }) : t('removeGoneLabel');
              return (
                <li key={job.jobId} className={styles.item} data-online={job.online}>
                  <article aria-labelledby={`merkliste-${job.jobId}`}>
                    <h2 id={`merkliste-${job.jobId}`} className={styles.itemTitle}>
                      {shown ? (
                        <Link href={`/job/${job.jobId}`} prefetch={false}>
                          {job.title}
                        </Link>
                      ) : (
                        t('goneTitle')
                      )}
                    </h2>
                    {shown && (
                      <p className={styles.itemFacts}>
                        {[job.organizationName, job.locationLabel].filter(Boolean).join(' · ')}
                      </p>
                    )}
                    {!job.online && (
                      <p className={styles.offline}>
                        <span className={styles.offlineBadge}>{t('offline')}</span>{' '}
                        {shown ? t('offlineText') : t('goneText')}
                      </p>
                    )}
                    <p className={styles.itemMeta}>
                      {t('savedOn', { date: format.dateTime(new Date(item.savedAt), { dateStyle: 'medium' }) })}
                    </p>
                    {removeOne(item, label)}
                  </article>
                </li>
              );
            })}
          </ol>
          <details className={styles.removeAll}>
            <summary>{t('removeAll')}</summary>
            <p>{t('removeAllQuestion', { count: items.length })}</p>
            {removeAll}
          </details>
        </>
      )}
    </>
  );
}
