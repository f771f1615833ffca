'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { type AccountFormAction, FormStatus, INITIAL_FORM_STATE } from './form-status';

/** The confirmation page's one button: mail scanners only open the link, this POST uses it. */
export function ConfirmEmailForm({ token, action: confirm }: { token: string; action: AccountFormAction }) {
  const t = useTranslations('account.confirmEmail');
  const [state, action, pending] = useActionState(confirm, INITIAL_FORM_STATE);
  if (state.status === 'done')
    return (
      <div>
        <FormStatus state={state} done={t('done')} />
        <Link className="button" href="/user" prefetch={false}>
          {t('toAccount')}
        </Link>
      </div>
    );
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <FormStatus state={state} done="" />
      <button type="submit" className="button" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
