'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { type ResumeAlertFormState, saveResumeAlertAction } from '@/lib/actions/resume-alert-actions';
import styles from './resume-alerts.module.scss';

const INTERVALS = ['daily', 'weekly', 'monthly', 'none'] as const;
const INITIAL: ResumeAlertFormState = { status: 'idle', label: '', interval: 'weekly', errors: {} };

/**
 * "Suche als Suchauftrag speichern": a name and how often, as a plain form (it works without
 * JavaScript); `search` is the search's own /resumes URL, which the action reads like the page does.
 */
export function SaveResumeAlertForm({ search, manageHref }: { search: string; manageHref: string }) {
  const t = useTranslations('resumeAlerts');
  const [state, action, pending] = useActionState(saveResumeAlertAction, INITIAL);
  const error = (field: 'label' | 'interval') =>
    state.errors[field] && (
      <span id={`resume-alert-${field}-error`} className={styles.error}>
        {state.errors[field]}
      </span>
    );
  const describedBy = (field: 'label' | 'interval', hint?: string) =>
    [hint, state.errors[field] ? `resume-alert-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <section className={styles.save} aria-labelledby="resume-alert-title">
      <h2 id="resume-alert-title">{t('save.heading')}</h2>
      <p className={styles.hint}>{t('save.intro')}</p>
      <form action={action} noValidate>
        <input type="hidden" name="search" value={search} />
        <div className={styles.field}>
          <label htmlFor="resume-alert-label">{t('save.label')}</label>
          <input
            id="resume-alert-label"
            name="label"
            maxLength={100}
            defaultValue={state.status === 'saved' ? '' : state.label}
            aria-invalid={state.errors.label ? true : undefined}
            aria-describedby={describedBy('label', 'resume-alert-label-hint')}
          />
          <span id="resume-alert-label-hint" className={styles.hint}>
            {t('save.labelHint')}
          </span>
          {error('label')}
        </div>
        <div className={styles.field}>
          <label htmlFor="resume-alert-interval">{t('save.interval')}</label>
          <select
            id="resume-alert-interval"
            name="interval"
            defaultValue={state.interval || 'weekly'}
            aria-invalid={state.errors.interval ? true : undefined}
            aria-describedby={describedBy('interval')}
          >
            {INTERVALS.map((i) => (
              <option key={i} value={i}>
                {t(`intervals.${i}`)}
              </option>
            ))}
          </select>
          {error('interval')}
        </div>
        <p
          role="status"
          className={state.errors.form ? styles.alert : state.status === 'saved' ? styles.notice : undefined}
        >
          {state.errors.form ??
            (state.status === 'saved' ? (
              <>
                {t('save.saved', { label: state.label })} <Link href={manageHref}>{t('save.manage')}</Link>
              </>
            ) : (
              ''
            ))}
        </p>
        <button type="submit" className="button" disabled={pending}>
          {t('save.submit')}
        </button>
      </form>
    </section>
  );
}
