'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ReviewState } from '@/lib/resume-import/import-state';
import { EntryList } from './entry-fields';
import { PersonalFields } from './personal-fields';
import { TermFields } from './term-fields';
import styles from './resume-import.module.scss';

export type ConfirmAction = (previous: ReviewState, form: FormData) => Promise<ReviewState>;

/**
 * Every proposed field of the CV, to confirm or correct (a plain form around one server action: without
 * JavaScript each post renders the answer on the server). After an answer with problems, focus moves to the
 * first field to fix, else to the message above the form, so keyboard and screen-reader users go on there.
 */
export function ReviewForm({
  initial,
  action,
  againHref,
}: {
  initial: ReviewState;
  action: ConfirmAction;
  againHref: string;
}) {
  const t = useTranslations('resumeImport.review');
  const [state, dispatch, pending] = useActionState(action, initial);
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    const field = Object.keys(state.errors)[0];
    const target = field ? document.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    (target ?? document.getElementById('import-problems'))?.focus();
  }, [state]);
  return (
    <form key={state.version} action={dispatch} noValidate className={styles.review}>
      <h2 id="import-review-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {state.general && (
        <div id="import-problems" className={styles.problems} role="alert" tabIndex={-1}>
          {state.general}
        </div>
      )}
      <PersonalFields values={state.values.personal} errors={state.errors} />
      <EntryList list="work" entries={state.values.work} errors={state.errors} />
      <EntryList list="education" entries={state.values.education} errors={state.errors} />
      <TermFields values={state.values} errors={state.errors} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {t('confirm')}
        </button>
        <a href={againHref}>{t('again')}</a>
      </div>
    </form>
  );
}
