import { useTranslations } from 'next-intl';
import styles from './resume-import.module.scss';

/**
 * The CV upload: a plain multipart form to the step's upload route (no JavaScript needed), which answers
 * with the review or, at once, with the refusal shown here.
 */
export function UploadForm({ action, error }: { action: string; error?: string }) {
  const t = useTranslations('resumeImport');
  return (
    <form action={action} method="post" encType="multipart/form-data" className={styles.upload}>
      {error && (
        <div id="import-problems" className={styles.problems} role="alert">
          {error}
        </div>
      )}
      <label htmlFor="import-cv">{t('fileLabel')}</label>
      <input
        id="import-cv"
        name="cv"
        type="file"
        required
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        aria-describedby="import-cv-hint"
        aria-invalid={error ? true : undefined}
      />
      <span id="import-cv-hint" className={styles.note}>
        {t('fileHint')}
      </span>
      <button type="submit" className="button">
        {t('upload')}
      </button>
    </form>
  );
}
