'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { setApplicationStatusAction, type StatusFormState } from '@/lib/actions/application-actions';
import styles from './applications.module.scss';

type Props = {
  applicationId: string;
  status: string;
  statusLabel: string;
  proposal: { subject: string; body: string };
};

/**
 * Moving an application to one status, with the proposed mail to the applicant to edit or leave out: a
 * disclosure per next status, so the matching proposal is there without JavaScript. The typed mail survives
 * an error, and the disclosure is open again with the message by its field.
 */
export function StatusChangeForm({ applicationId, status, statusLabel, proposal }: Props) {
  const t = useTranslations('workspace.applications');
  const initial: StatusFormState = { errors: {}, sendMail: true, ...proposal };
  const [state, action, pending] = useActionState(setApplicationStatusAction, initial);
  const key = `move-${status}`;
  const form = useRef<HTMLFormElement>(null);
  const failed = Object.keys(state.errors).length > 0;
  // An error replaces the form's state: focus goes to the first field to fix (or the message), not lost.
  useEffect(() => {
    if (!failed) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [state, failed]);
  const error = (name: string) =>
    state.errors[name] ? (
      <p id={`${key}-${name}-error`} className={styles.fieldError}>
        {state.errors[name]}
      </p>
    ) : null;
  const describedBy = (name: string, hint?: string) =>
    [hint, state.errors[name] ? `${key}-${name}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <details open={failed || undefined}>
      <summary>
        {t('moveTo')}: {statusLabel}
      </summary>
      <form ref={form} action={action} className={styles.form} aria-labelledby={`${key}-title`}>
        <h3 id={`${key}-title`}>{t('proposalFor', { status: statusLabel })}</h3>
        <input type="hidden" name="id" value={applicationId} />
        <input type="hidden" name="status" value={status} />
        {state.errors.form && (
          <p className={styles.alert} role="alert" tabIndex={-1}>
            {state.errors.form}
          </p>
        )}
        <div className={styles.check}>
          <input
            id={`${key}-send`}
            type="checkbox"
            name="sendMail"
            defaultChecked={state.sendMail}
            aria-describedby={`${key}-hint`}
          />
          <label htmlFor={`${key}-send`}>{t('sendMail')}</label>
        </div>
        <p id={`${key}-hint`} className={styles.hint}>
          {t('mailHint')}
        </p>
        <div className={styles.field}>
          <label htmlFor={`${key}-subject`}>{t('mailSubject')}</label>
          <input
            id={`${key}-subject`}
            name="subject"
            maxLength={200}
            defaultValue={state.subject}
            aria-invalid={state.errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
          />
          {error('subject')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${key}-body`}>{t('mailBody')}</label>
          <textarea
            id={`${key}-body`}
            name="body"
            rows={8}
            maxLength={10_000}
            defaultValue={state.body}
            aria-invalid={state.errors.body ? true : undefined}
            aria-describedby={describedBy('body')}
          />
          {error('body')}
        </div>
        <button type="submit" className="button" disabled={pending}>
          {t('moveTo')}: {statusLabel}
        </button>
      </form>
    </details>
  );
}
