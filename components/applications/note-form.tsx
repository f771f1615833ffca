'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { addApplicationNoteAction, type NoteFormState } from '@/lib/actions/application-actions';
import styles from './applications.module.scss';

const INITIAL: NoteFormState = { errors: {}, body: '' };

/** A note for colleagues; a server action, so it works without JavaScript and keeps the text on an error. */
export function NoteForm({ applicationId }: { applicationId: string }) {
  const t = useTranslations('workspace.applications');
  const [state, action, pending] = useActionState(addApplicationNoteAction, INITIAL);
  const error = state.errors.body ?? state.errors.form;
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="id" value={applicationId} />
      <div className={styles.field}>
        <label htmlFor="note-body">{t('note')}</label>
        <textarea
          id="note-body"
          name="body"
          rows={4}
          maxLength={5000}
          required
          defaultValue={state.body}
          aria-invalid={error ? true : undefined}
          aria-describedby={['note-hint', error ? 'note-error' : null].filter(Boolean).join(' ')}
        />
        <p id="note-hint" className={styles.hint}>
          {t('notesHint')}
        </p>
        {error && (
          <p id="note-error" className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={pending}>
        {t('addNote')}
      </button>
    </form>
  );
}
