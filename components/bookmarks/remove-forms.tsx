import { useTranslations } from 'next-intl';
import { removeAllBookmarksAction, removeBookmarkAction } from '@/lib/actions/bookmark-actions';
import styles from './bookmarks.module.scss';

/** "Entfernen" for one job of the account's list: a plain form to a server action, so it works without script. */
export function RemoveBookmarkForm({ jobId, label }: { jobId: string; label: string }) {
  const t = useTranslations('bookmarks');
  return (
    <form action={removeBookmarkAction} className={styles.removeForm}>
      <input type="hidden" name="jobId" value={jobId} />
      <button type="submit" className={`button button-secondary ${styles.remove}`} aria-label={label}>
        {t('remove')}
      </button>
    </form>
  );
}

/** "Ja, alle entfernen" for the account's list. */
export function RemoveAllBookmarksForm() {
  const t = useTranslations('bookmarks');
  return (
    <form action={removeAllBookmarksAction}>
      <button type="submit" className="button">
        {t('removeAllConfirm')}
      </button>
    </form>
  );
}
