'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { createJobAlertAction, type JobAlertFormState } from '@/lib/actions/job-alert-actions';
import styles from './job-alert-form.module.scss';

const INITIAL: JobAlertFormState = { status: 'idle', email: '', interval: 'daily', errors: {} };

/**
 * The alert prompt on the listing: saves the current search as a job alert. A server action, so it works
 * without JavaScript; what was typed comes back with any error.
 */
export function JobAlertForm({ listing }: { listing: string }) {
  const t = useTranslations('jobAlert');
  const [state, action, pending] = useActionState(createJobAlertAction, INITIAL);
  const done = useRef<HTMLParagraphElement>(null);
  const email = useRef<HTMLInputElement>(null);
  // The answer replaces the form (or marks a field): focus follows, so keyboard and screen-reader users
  // are not left on a button that no longer exists.
  useEffect(() => {
    if (state.status === 'created') done.current?.focus();
    else if (state.errors.email) email.current?.focus();
  }, [state]);
  if (state.status === 'created') {
    return (
      <p ref={done} tabIndex={-1} className={styles.done} role="status">
        {t('created', { email: state.email })}
      </p>
    );
  }
  const error = (name: string) =>
    state.errors[name] ? (
      <p id={`alert-${name}-error`} className={styles.error}>
        {state.errors[name]}
      </p>
    ) : null;
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="listing" value={listing} />
      {state.errors.form && (
        <p className={styles.error} role="alert">
          {state.errors.form}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="alert-email">{t('email')}</label>
        <input
          ref={email}
          id="alert-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={state.email}
          aria-invalid={state.errors.email ? true : undefined}
          aria-describedby={state.errors.email ? 'alert-email-error' : undefined}
        />
        {error('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="alert-interval">{t('interval')}</label>
        <select id="alert-interval" name="interval" defaultValue={state.interval}>
          {(['daily', 'weekly', 'monthly'] as const).map((interval) => (
            <option key={interval} value={interval}>
              {t(`intervals.${interval}`)}
            </option>
          ))}
        </select>
        {error('interval')}
      </div>
      <button type="submit" className="button" disabled={pending}>
        {t('submit')}
      </button>
      <p className={styles.hint}>{t('privacy')}</p>
    </form>
  );
}
