'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { type AccountFormAction, FormStatus, INITIAL_FORM_STATE } from './form-status';
import { TextField } from '@/components/forms/text-field';

/** "Passwort vergessen?": the answer is the same for every address, so it never tells which have an account. */
export function ForgotPasswordForm({
  email,
  minutes,
  action: request,
}: {
  email: string;
  minutes: number;
  action: AccountFormAction;
}) {
  const t = useTranslations('account.forgot');
  const [state, action, pending] = useActionState(request, {
    ...INITIAL_FORM_STATE,
    values: { email },
  });
  return (
    <form action={action} noValidate>
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        required
        label={t('email')}
        defaultValue={state.values.email ?? ''}
        error={state.errors.email}
      />
      <FormStatus state={state} done={t('sent', { email: state.values.email ?? '', minutes })} />
      <button type="submit" className="button" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
