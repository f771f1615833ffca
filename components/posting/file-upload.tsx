'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { postFileOperation } from '@/lib/apollo/upload-file';
import { UPLOAD_FILE } from '@/lib/graphql/documents/job-posting';
import type { UploadPostingFileMutation } from '@/lib/graphql/generated/operations';
import { describedBy } from './form-fields';
import { useLeaveGuard } from './leave-guard';
import { usePostingAudience } from './posting-session';
import type { ShownFile } from './wizard-context';
import styles from './posting.module.scss';

/** How long a picked file waits for the session of a page that has just loaded (as the autosave does). */
const SESSION_WAIT_MS = 10_000;

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

/**
 * docs/product.md §5 upload (uploadFile) of the ad's PDF or the logo; the server checks type and size from the content.
 * A file picked while the session is still loading waits for it: sent without, it would be an anonymous
 * upload, which the posting refuses as not the author's. "Hochgeladen" is said only while the posting's save
 * has not refused the file, and leaving the step waits for an upload under way.
 */
export function FileUpload({ id, label, hint, accept, initial, error, onChange }: Props) {
  const t = useTranslations('posting.fields');
  const audience = usePostingAudience();
  const [file, setFile] = useState<ShownFile>(initial);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const shownError = state === 'failed' ? t('uploadFailed') : error;
  const session = useRef(audience);
  const sessionWaiters = useRef<Array<() => void>>([]);
  const pending = useRef<Promise<boolean> | null>(null);
  useEffect(() => {
    session.current = audience;
    if (audience.token !== null) for (const wake of sessionWaiters.current.splice(0)) wake();
  }, [audience]);
  useLeaveGuard(() => pending.current ?? true);

  const send = async (picked: File): Promise<boolean> => {
    setState('uploading');
    if (session.current.token === null)
      await new Promise<void>((wake) => {
        sessionWaiters.current.push(wake);
        setTimeout(wake, SESSION_WAIT_MS);
      });
    const data =
      session.current.token === null
        ? null
        : await postFileOperation<UploadPostingFileMutation>(UPLOAD_FILE, picked, session.current).catch(() => null);
    if (!data) {
      setState('failed');
      return false;
    }
    setState('idle');
    setFile(data.uploadFile);
    onChange(data.uploadFile.id);
    return true;
  };
  const upload = (picked: File | undefined) => {
    if (!picked) return;
    const run = send(picked).finally(() => {
      if (pending.current === run) pending.current = null;
    });
    pending.current = run;
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={state === 'uploading'}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(id, hint, shownError)}
        onChange={(e) => upload(e.target.files?.[0])}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      <span role="status" className={styles.hint}>
        {state === 'uploading' ? t('uploading') : file && !error ? t('uploaded', { name: file.name }) : ''}
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
