import { useTranslations } from 'next-intl';
import { type DataNotice, EXPORT_PATH, isFileNotice } from '@/lib/data/privacy-paths';
import { type KeptFile, KeptFiles } from './kept-files';
import styles from './privacy.module.scss';

export type KeptReason = 'law' | 'organization' | 'site';

type Props = {
  email: string;
  keptReasons: KeptReason[];
  linkMinutes: number;
  keptFiles: KeptFile[];
  notice: DataNotice | null;
  /** The form action that mails the erasure link. */
  requestErasure: () => Promise<void> | void;
  /** The form action that deletes one kept file. */
  deleteFile: (form: FormData) => Promise<void> | void;
};

const NOTICE_TEXT = {
  sent: 'erase.sent',
  'rate-limited': 'erase.rateLimited',
  'mail-failed': 'erase.failed',
  // Support acting as the user (docs/product.md §6 masquerade) may not ask for the user's erasure.
  refused: 'errors.whileSupporting',
  'export-rate-limited': 'export.rateLimited',
} as const;

/**
 * /user/daten: the download of everything about me (a plain link, works without JavaScript), the files we
 * keep (those I may delete with a confirm step), and the erasure, asked here and confirmed by a mailed
 * link, naming what stays and why.
 */
export function DataRights({ email, keptReasons, linkMinutes, keptFiles, notice, requestErasure, deleteFile }: Props) {
  const t = useTranslations('privacy');
  const pageNotice = isFileNotice(notice) ? null : notice;
  return (
    <section className={styles.page} aria-labelledby="data-title">
      <h1 id="data-title">{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {pageNotice && (
        <p
          role={pageNotice === 'sent' ? 'status' : 'alert'}
          className={pageNotice === 'sent' ? styles.notice : styles.alert}
        >
          {t(NOTICE_TEXT[pageNotice])}
        </p>
      )}
      <section className={styles.card} aria-labelledby="export-title">
        <h2 id="export-title">{t('export.heading')}</h2>
        <p>{t('export.text')}</p>
        <p>
          <a href={EXPORT_PATH} className="button">
            {t('export.button')}
          </a>
        </p>
        <p className={styles.muted}>{t('export.notIncluded')}</p>
      </section>
      <KeptFiles files={keptFiles} notice={isFileNotice(notice) ? notice : null} deleteFile={deleteFile} />
      <section className={styles.card} aria-labelledby="erase-title">
        <h2 id="erase-title">{t('erase.heading')}</h2>
        <p>{t('erase.text')}</p>
        <h3>{t('erase.keptHeading')}</h3>
        <ul>
          {keptReasons.map((reason) => (
            <li key={reason}>{t(`erase.kept.${reason}`)}</li>
          ))}
        </ul>
        <p>{t('erase.how', { email, minutes: linkMinutes })}</p>
        <form action={requestErasure}>
          <button type="submit" className={`button ${styles.danger}`}>
            {t('erase.button')}
          </button>
        </form>
      </section>
    </section>
  );
}
