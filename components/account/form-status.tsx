import type { AccountFormState } from '@/lib/actions/account-actions';
import styles from './account.module.scss';

/**
 * The live region of an account form: the success text once it worked, or the form-wide error (one that
 * belongs to no field). Always rendered, so screen readers announce the change.
 */
export function FormStatus({ state, done }: { state: AccountFormState; done: string }) {
  const message = state.status === 'done' ? done : (state.errors.form ?? '');
  const tone = state.status === 'done' ? styles.notice : state.errors.form ? styles.alert : undefined;
  return (
    <p role="status" className={tone}>
      {message}
    </p>
  );
}

export const INITIAL_FORM_STATE: AccountFormState = { status: 'idle', values: {}, errors: {} };

/** A form's server action (lib/actions/account-actions.ts); the page passes it, tests pass their own. */
export type AccountFormAction = (previous: AccountFormState, form: FormData) => Promise<AccountFormState>;
