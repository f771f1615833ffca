import { useFormatter, useTranslations } from 'next-intl';
import type { PrivacyOverviewQuery } from '@/lib/graphql/generated/operations';
import { type FileNotice, KEPT_FILES_ID } from '@/lib/data/privacy-paths';
import styles from './privacy.module.scss';

export type KeptFile = PrivacyOverviewQuery['privacyOverview']['keptFiles'][number];

type Props = {
  files: KeptFile[];
  notice: FileNotice | null;
  /** The form action that deletes one file (its id in the field `id`). */
  deleteFile: (form: FormData) => Promise<void> | void;
};

const NOTICE_TEXT = {
  'file-deleted': 'deleted',
  'file-not-found': 'notFound',
  'file-kept': 'kept',
  'file-refused': 'whileSupporting',
} as const;

/**
 * "Gespeicherte Dateien" on /user/daten: every file we keep of the person, with what it belongs to and how
 * long it stays (docs/product-decisions.md "Data rights: kept files"). Those the person may delete have a
 * confirm step that needs no JavaScript: a disclosure with the final button in a plain form.
 */
export function KeptFiles({ files, notice, deleteFile }: Props) {
  const t = useTranslations('privacy.files');
  const format = useFormatter();
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })
      : format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <section className={styles.card} aria-labelledby="files-title" id={KEPT_FILES_ID}>
      <h2 id="files-title">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {notice && (
        <p
          role={notice === 'file-deleted' ? 'status' : 'alert'}
          className={notice === 'file-deleted' ? styles.notice : styles.alert}
        >
          {t(NOTICE_TEXT[notice])}
        </p>
      )}
      {files.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.files}>
          {files.map((file) => {
            const base = `file-${file.id}`;
            return (
              <li key={file.id} className={styles.file}>
                <h3 id={`${base}-name`} className={styles.fileName}>
                  {file.name}
                </h3>
                <p className={styles.muted}>
                  {t(`kinds.${file.kind}`)} ·{' '}
                  {t('uploaded', { date: day(file.uploadedAt), size: size(file.sizeBytes) })}
                </p>
                {file.applicationJobTitle && (
                  <p>{t('application', { job: file.applicationJobTitle, employer: file.applicationEmployer ?? '' })}</p>
                )}
                {file.messageSubject && <p>{t('message', { subject: file.messageSubject })}</p>}
                <p>
                  {t(`retention.${file.retention}`)}
                  {file.deletesOn && ` ${t('deletesOn', { date: day(file.deletesOn) })}`}
                </p>
                {file.deletable && (
                  <details className={styles.confirm}>
                    <summary>{t('delete', { name: file.name })}</summary>
                    <p id={`${base}-confirm`}>{t('confirm', { name: file.name })}</p>
                    <form action={deleteFile}>
                      <input type="hidden" name="id" value={file.id} />
                      <button
                        type="submit"
                        className={`button ${styles.danger}`}
                        aria-describedby={`${base}-name ${base}-confirm`}
                      >
                        {t('confirmButton')}
                      </button>
                    </form>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
