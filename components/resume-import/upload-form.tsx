import { useTranslations } from 'next-intl';
import { FileDropZone } from '@/components/forms/file-drop-zone';
import styles from './resume-import.module.scss';

/**
 * The CV upload: a plain multipart form to the step's upload route (no JavaScript needed), which answers
 * with the review or, at once, with the refusal shown here. The file field is a drop zone (forms/file-drop-zone).
 */
export function UploadForm({ action, error }: { action: string; error?: string }) {
  const t = useTranslations('resumeImport');
  const drop = useTranslations('fileDrop');
  return (
    <form action={action} method="post" encType="multipart/form-data" className={styles.upload}>
      {error && (
        <div id="import-problems" className={styles.problems} role="alert">
          {error}
        </div>
      )}
      <label htmlFor="import-cv">{t('fileLabel')}</label>
      <FileDropZone
        id="import-cv"
        name="cv"
        required
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        describedBy="import-cv-hint"
        invalid={!!error}
        texts={{ prompt: drop('promptOne'), remove: drop.raw('remove'), removeShort: drop('removeShort') }}
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
