'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { type ContactFormState, requestContactAction } from '@/lib/actions/resume-contact-actions';
import styles from './resume-contacts.module.scss';

const INITIAL: ContactFormState = { status: 'idle', message: '', errors: {} };

/** The recruiter's contact request: a short message, sent as a plain form (it works without JavaScript). */
export function ContactRequestForm({ resumeId, available, max }: { resumeId: string; available: number; max: number }) {
  const t = useTranslations('resumeContacts.recruiter');
  const [state, action, pending] = useActionState(requestContactAction, INITIAL);
  const error = state.errors.message;
  const described = ['contact-message-hint', error ? 'contact-message-error' : null].filter(Boolean).join(' ');
  return (
    <form action={action} noValidate aria-labelledby="contact-request-title">
      <p>{t('requestIntro', { available })}</p>
      <input type="hidden" name="resumeId" value={resumeId} />
      <div className={styles.field}>
        <label htmlFor="contact-message">{t('messageLabel')}</label>
        <textarea
          id="contact-message"
          name="message"
          required
          maxLength={max}
          defaultValue={state.message}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <span id="contact-message-hint" className={styles.hint}>
          {t('messageHint', { max })}
        </span>
        {error && (
          <span id="contact-message-error" className={styles.alert}>
            {error}
          </span>
        )}
      </div>
      <p role="status" className={state.errors.form ? styles.alert : undefined}>
        {state.errors.form ?? ''}
      </p>
      <button type="submit" className="button" disabled={pending}>
        {t('send')}
      </button>
    </form>
  );
}
