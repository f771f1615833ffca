'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApolloClient } from '@apollo/client/react';
import { APPROVE_JOB_POSTING, REJECT_JOB_POSTING } from '@/lib/graphql/documents/job-posting';
import { TextArea } from './form-fields';
import { usePostingAudience } from './posting-session';
import styles from './posting.module.scss';

/**
 * Review of one queued posting: approve, or reject with a reason (mailed to the recruiter). The item stays
 * in place with its outcome, which takes focus, so the editor goes on from there to the next one.
 */
export function ReviewActions({ id, title }: { id: string; title: string }) {
  const t = useTranslations('posting.review');
  const client = useApolloClient();
  const ready = usePostingAudience().token !== null;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const reasonField = `review-reason-${id}`;

  const [finished, setFinished] = useState(false);
  const finish = (ok: boolean, text: string) => {
    setBusy(false);
    setFinished(ok);
    setDone(ok ? text : t('failed'));
    requestAnimationFrame(() => status.current?.focus());
  };
  const approve = async () => {
    setBusy(true);
    const { data } = await client
      .mutate({ mutation: APPROVE_JOB_POSTING, variables: { id } })
      .catch(() => ({ data: undefined }));
    finish(!!data?.approveJobPosting, t('approved', { title }));
  };
  const reject = async () => {
    if (!reason.trim()) return setError(t('reasonRequired'));
    setBusy(true);
    const { data } = await client
      .mutate({ mutation: REJECT_JOB_POSTING, variables: { id, reason: reason.trim() } })
      .catch(() => ({ data: undefined }));
    finish(!!data?.rejectJobPosting, t('rejected', { title }));
  };

  return (
    <div>
      <p ref={status} tabIndex={-1} role="status" className={styles.status}>
        {done}
      </p>
      {finished ? null : rejecting ? (
        <>
          <TextArea
            id={reasonField}
            label={t('reason')}
            hint={t('reasonHint')}
            required
            value={reason}
            error={error ?? undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          <p className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => setRejecting(false)}>
              {t('cancel')}
            </button>
            <button type="button" className="button" disabled={!ready || busy} onClick={() => void reject()}>
              {t('confirmReject')}
            </button>
          </p>
        </>
      ) : (
        <p className={styles.actions}>
          <button type="button" className="button" disabled={!ready || busy} onClick={() => void approve()}>
            {t('approve')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!ready || busy}
            onClick={() => {
              setRejecting(true);
              requestAnimationFrame(() => document.getElementById(reasonField)?.focus());
            }}
          >
            {t('reject')}
          </button>
        </p>
      )}
    </div>
  );
}
