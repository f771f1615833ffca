'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { AccountFormState } from '@/lib/actions/account-actions';
import { EMPLOYER_MAIL_FORM_KINDS, type EmployerMailKind } from '@/lib/account/employer-mail-form';
import { type AccountFormAction, FormStatus } from './form-status';
import styles from './account.module.scss';

/**
 * "E-Mail-Benachrichtigungen": one checkbox per employer mail (docs/product-decisions.md). A plain form to a
 * server action, so it works without JavaScript; the boxes keep what was ticked after an error. Without the site's
 * inbox (`inbox` false) the applications' hint says they come by mail here anyway (docs/product-decisions.md
 * "Applicant management off").
 */
export function EmployerMailForm({
  settings,
  action: save,
  inbox = true,
}: {
  settings: Record<EmployerMailKind, boolean>;
  action: AccountFormAction;
  inbox?: boolean;
}) {
  const t = useTranslations('account.page.employerMails');
  const initial = Object.fromEntries(EMPLOYER_MAIL_FORM_KINDS.map((kind) => [kind, settings[kind] ? 'on' : '']));
  // After a submit the values are what was posted: an unticked box sent nothing, so it is off.
  const [state, action, pending] = useActionState<AccountFormState, FormData>(save, {
    status: 'idle',
    values: initial,
    errors: {},
  });
  return (
    <form action={action} aria-labelledby="employer-mails-heading">
      <fieldset className={styles.switches}>
        <legend>{t('legend')}</legend>
        <ul>
          {EMPLOYER_MAIL_FORM_KINDS.map((kind) => (
            <li key={kind}>
              <label>
                <input
                  type="checkbox"
                  name={kind}
                  defaultChecked={state.values[kind] === 'on'}
                  aria-describedby={kind === 'applications' ? 'employer-mails-applications-hint' : undefined}
                />
                <span>{t(`kinds.${kind}`)}</span>
              </label>
              {kind === 'applications' && (
                <p id="employer-mails-applications-hint" className={styles.hint}>
                  {t(inbox ? 'applicationsHint' : 'applicationsHintByMail')}
                </p>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <FormStatus state={state} done={t('saved')} />
      <button type="submit" className="button" disabled={pending}>
        {t('save')}
      </button>
    </form>
  );
}
