'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { type AccountFormAction, FormStatus, INITIAL_FORM_STATE } from './form-status';
import { TextField } from '@/components/forms/text-field';

/** A new e-mail address: confirmed by the link mailed to it; until then the old address stays. */
export function EmailForm({ action: change }: { action: AccountFormAction }) {
  const t = useTranslations('account.page');
  const [state, action, pending] = useActionState(change, INITIAL_FORM_STATE);
  const sentTo = state.status === 'done' ? state.values.email : '';
  return (
    <form action={action} noValidate aria-labelledby="email-heading">
      <TextField
        id="account-new-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        label={t('newEmail')}
        hint={t('emailHint')}
        key={state.status === 'done' ? `sent-${sentTo}` : 'typing'}
        defaultValue={state.status === 'done' ? '' : (state.values.email ?? '')}
        error={state.errors.email}
      />
      <FormStatus state={state} done={t('emailSent', { email: sentTo })} />
      <button type="submit" className="button" disabled={pending}>
        {t('changeEmail')}
      </button>
    </form>
  );
}
