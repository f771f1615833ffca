import { getTranslations } from 'next-intl/server';
import { MAX_BOOKMARKS } from '@/lib/contract';
import type { Region } from '@/regions/build-region';
import { BookmarkToggle } from './bookmark-toggle';
import styles from './bookmarks.module.scss';

/**
 * The Merkliste's toggle for a job, where the site has the Merkliste on (docs/product.md §1.4): on a job card
 * (`card`, in the card's corner, above its covering link) or on the job page (`page`).
 */
export async function BookmarkButton({
  region,
  jobId,
  title,
  placement,
}: {
  region: Region;
  jobId: string;
  title: string;
  placement: 'card' | 'page';
}) {
  if (!region.FEATURES.BOOKMARKS_FEATURE_ACTIVE) return null;
  const t = await getTranslations('bookmarks');
  return (
    <BookmarkToggle
      jobId={jobId}
      title={title}
      site={{ regionId: region.id, locale: region.DEFAULT_LOCALE }}
      labels={{
        save: t('toggle.save'),
        saved: t('toggle.saved'),
        full: t('errors.full', { max: MAX_BOOKMARKS }),
        failed: t('errors.failed'),
      }}
      className={placement === 'card' ? styles.onCard : styles.onPage}
    />
  );
}
