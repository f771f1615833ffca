'use client';

import { useActionState } from 'react';
import { inviteAction, type InviteFormState } from '@/lib/actions/team-actions';
import styles from './team.module.scss';

export type InviteFormLabels = {
  email: string;
  button: string;
  hint: string;
  /** With `{email}` for the address the invitation went to. */
  sent: string;
};

const INITIAL: InviteFormState = { status: 'idle', email: '', error: null };

/**
 * The owner's invitation form: a plain form posting to a server action, so it works without JavaScript; the
 * error stands next to the field, a sent invitation is announced in a live region and the field is emptied.
 */
export function InviteForm({ labels }: { labels: InviteFormLabels }) {
  const [state, action, pending] = useActionState(inviteAction, INITIAL);
  const invalid = state.status === 'error';
  return (
    <form action={action} noValidate aria-labelledby="invite-heading">
      <p id="invite-hint">{labels.hint}</p>
      <div className={styles.inline}>
        <div className={styles.field}>
          <label htmlFor="invite-email">{labels.email}</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            key={state.status === 'sent' ? `sent-${state.email}` : 'typing'}
            defaultValue={state.status === 'sent' ? '' : state.email}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'invite-error invite-hint' : 'invite-hint'}
          />
          {invalid && (
            <p id="invite-error" className={styles.fieldError}>
              {state.error}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={pending}>
          {labels.button}
        </button>
      </div>
      <p role="status" className={state.status === 'sent' ? styles.notice : undefined}>
        {state.status === 'sent' ? labels.sent.replace('{email}', state.email) : ''}
      </p>
    </form>
  );
}
