'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { type AccountFormAction, FormStatus, INITIAL_FORM_STATE } from './form-status';
import { TextField } from '@/components/forms/text-field';
import type { PasswordRule } from '@/lib/data/password-policy';

/** `rule`: the site's shortest password, and whether its PASSWORD_POLICY asks for more (the hint says so). */
type Props = { rule: PasswordRule; action: AccountFormAction } & (
  { mode: 'change'; hasPassword: boolean } | { mode: 'reset'; token: string }
);

/**
 * A new password, typed twice: on the account (the current one too when the account has one) or from a reset
 * link (its token in a hidden field; only this POST uses it). Passwords never come back into the page.
 */
export function PasswordForm(props: Props) {
  const t = useTranslations('account');
  const [state, action, pending] = useActionState(props.action, INITIAL_FORM_STATE);
  const done = props.mode === 'change' ? t('password.saved') : t('reset.done');
  if (state.status === 'done' && props.mode === 'reset')
    return (
      <div>
        <FormStatus state={state} done={done} />
        <Link className="button" href="/user/login" prefetch={false}>
          {t('reset.login')}
        </Link>
      </div>
    );
  return (
    <form action={action} noValidate>
      {props.mode === 'reset' ? (
        <input type="hidden" name="token" value={props.token} />
      ) : (
        <input type="hidden" name="hasPassword" value={String(props.hasPassword)} />
      )}
      {props.mode === 'change' && props.hasPassword && (
        <TextField
          id="password-current"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('password.current')}
          error={state.errors.currentPassword}
        />
      )}
      <TextField
        id="password-new"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t('password.new')}
        hint={t(props.rule.strong ? 'password.newHintStrong' : 'password.newHint', { min: props.rule.min })}
        error={state.errors.newPassword}
      />
      <TextField
        id="password-repeat"
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        label={t('password.repeat')}
        error={state.errors.repeatPassword}
      />
      <FormStatus state={state} done={done} />
      <button type="submit" className="button" disabled={pending}>
        {props.mode === 'change' ? t('password.submit') : t('reset.submit')}
      </button>
    </form>
  );
}
