'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { postFileOperation } from '@/lib/apollo/upload-file';
import { UPLOAD_FILE } from '@/lib/graphql/documents/job-posting';
import type { UploadPostingFileMutation } from '@/lib/graphql/generated/operations';
import { describedBy } from './form-fields';
import { usePostingAudience } from './posting-session';
import type { ShownFile } from './wizard-context';
import styles from './posting.module.scss';

type Props = {
  id: string;
  label: string;
  hint: string;
  accept: string;
  initial: ShownFile;
  error?: string;
  /** The uploaded file's id, or null when it was removed. */
  onChange: (fileId: string | null) => void;
};

/** §5 upload (uploadFile) of the ad's PDF or the logo; the server checks type and size from the content. */
export function FileUpload({ id, label, hint, accept, initial, error, onChange }: Props) {
  const t = useTranslations('posting.fields');
  const audience = usePostingAudience();
  const [file, setFile] = useState<ShownFile>(initial);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const shownError = state === 'failed' ? t('uploadFailed') : error;

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setState('uploading');
    const data = await postFileOperation<UploadPostingFileMutation>(UPLOAD_FILE, picked, audience).catch(() => null);
    if (!data) return setState('failed');
    setState('idle');
    setFile(data.uploadFile);
    onChange(data.uploadFile.id);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={audience.token === null || state === 'uploading'}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(id, hint, shownError)}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      <span role="status" className={styles.hint}>
        {state === 'uploading' ? t('uploading') : file ? t('uploaded', { name: file.name }) : ''}
      </span>
      {file && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setFile(null);
            onChange(null);
          }}
        >
          {t('removeFile')}
        </button>
      )}
      {shownError && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {shownError}
        </span>
      )}
    </div>
  );
}
