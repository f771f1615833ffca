import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { APPLICATION_FILES_MAX_BYTES } from '@/lib/data/applications';
import { KeptFiles } from '@/components/forms/kept-files';
import { FileDropZone } from '@/components/forms/file-drop-zone';
import { fileDropTexts } from '@/components/forms/file-drop-texts';
import { AttachmentSizeCheck } from './attachment-size-check';
import styles from './job-application-form.module.scss';

/** Upload types of docs/product.md §5, for the file picker (the server checks the content anyway). */
const ACCEPT = [
  '.pdf,.docx,.jpg,.jpeg,.png,.webp',
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png,image/webp',
].join(',');

/**
 * The application form's files (docs/product.md §3 "attachments"), shown only where the site takes them
 * (ATTACHMENTS_FEATURE_ACTIVE): the files a draft kept, the picker, its hint and errors.
 */
export async function ApplicationAttachmentsField({
  requireCv,
  keptFiles,
  error,
  required,
}: {
  requireCv: boolean;
  /** A draft's accepted files; null without a draft. */
  keptFiles: Array<{ id: string; name: string }> | null;
  error: string | undefined;
  /** The form's "(Pflichtfeld)" mark. */
  required: ReactNode;
}) {
  const t = await getTranslations('application');
  return (
    <div className={styles.field}>
      <label htmlFor="apply-attachments">
        {requireCv ? t('attachments') : t('attachmentsOptional')}
        {requireCv && required}
      </label>
      {keptFiles && (
        <KeptFiles files={keptFiles} heading={t('keptFiles')} removeLabel={(name) => t('removeFile', { name })} />
      )}
      <FileDropZone
        id="apply-attachments"
        name="attachments"
        multiple
        accept={ACCEPT}
        invalid={!!error}
        describedBy={[error ? 'apply-attachments-error' : null, 'apply-attachments-hint'].filter(Boolean).join(' ')}
        texts={await fileDropTexts(true)}
      />
      <p id="apply-attachments-hint" className={styles.hint}>
        {t('attachmentsHint')}
      </p>
      {error && (
        <p id="apply-attachments-error" className={styles.error}>
          {error}
        </p>
      )}
      <AttachmentSizeCheck
        inputId="apply-attachments"
        maxBytes={APPLICATION_FILES_MAX_BYTES}
        message={t('tooLargeRequest')}
        className={styles.error}
      />
    </div>
  );
}
