'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { AccountFormState } from '@/lib/actions/account-actions';
import { type AccountFormAction, FormStatus } from './form-status';
import { TextField } from '@/components/forms/text-field';

type Names = { firstName: string; lastName: string; displayName: string };

/**
 * docs/product.md §3 names of the account: a plain form to a server action (works without JavaScript); nothing typed is
 * lost.
 */
export function NameForm({ names, action: save }: { names: Names; action: AccountFormAction }) {
  const t = useTranslations('account.page');
  const [state, action, pending] = useActionState<AccountFormState, FormData>(save, {
    status: 'idle',
    values: names,
    errors: {},
  });
  const value = (field: keyof Names) => state.values[field] ?? names[field];
  return (
    <form action={action} noValidate aria-labelledby="name-heading">
      <TextField
        id="account-first-name"
        name="firstName"
        autoComplete="given-name"
        maxLength={100}
        label={t('firstName')}
        defaultValue={value('firstName')}
        error={state.errors.firstName}
      />
      <TextField
        id="account-last-name"
        name="lastName"
        autoComplete="family-name"
        maxLength={100}
        label={t('lastName')}
        defaultValue={value('lastName')}
        error={state.errors.lastName}
      />
      <TextField
        id="account-display-name"
        name="displayName"
        autoComplete="nickname"
        maxLength={100}
        label={t('displayName')}
        hint={t('displayNameHint')}
        defaultValue={value('displayName')}
        error={state.errors.displayName}
      />
      <FormStatus state={state} done={t('nameSaved')} />
      <button type="submit" className="button" disabled={pending}>
        {t('saveName')}
      </button>
    </form>
  );
}
