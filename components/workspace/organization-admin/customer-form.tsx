'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import type { CustomerFormState } from '@/lib/actions/organization-admin-actions';
import styles from '@/components/company-signup/company-signup.module.scss';

type Props = {
  action: (state: CustomerFormState, form: FormData) => Promise<CustomerFormState>;
  countries: Array<{ code: string; name: string }>;
};

const START: CustomerFormState = { status: 'idle', values: { countryCode: 'DE' }, errors: {}, created: null };

/** Support creates an organization for a customer and invites its first owner; a plain form to a server action. */
export function CustomerForm({ action: create, countries }: Props) {
  const t = useTranslations('workspace.organizationAdmin');
  const [state, action, pending] = useActionState<CustomerFormState, FormData>(create, START);
  const text = (field: string, label: string, extra: { autoComplete?: string; type?: string; maxLength: number }) => (
    <TextField
      id={`customer-${field}`}
      name={field}
      label={label}
      defaultValue={state.values[field] ?? ''}
      error={state.errors[field]}
      {...extra}
    />
  );
  return (
    <form action={action} noValidate>
      <div role="status">{state.created && <p>{t('created', { name: state.created })}</p>}</div>
      {state.errors.form && (
        <p role="alert" className={styles.fieldError}>
          {state.errors.form}
        </p>
      )}
      {text('companyName', t('companyName'), { autoComplete: 'off', maxLength: 150 })}
      <div className={styles.field}>
        <label htmlFor="customer-countryCode">{t('countryCode')}</label>
        <select
          key={`country-${state.values.countryCode}`}
          id="customer-countryCode"
          name="countryCode"
          defaultValue={state.values.countryCode || 'DE'}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.pair}>
        {text('zip', t('zip'), { maxLength: 10 })}
        {text('locality', t('locality'), { maxLength: 100 })}
      </div>
      {text('street', t('street'), { maxLength: 150 })}
      {text('ownerEmail', t('ownerEmail'), { type: 'email', autoComplete: 'off', maxLength: 254 })}
      <button type="submit" className="button" disabled={pending}>
        {t('createButton')}
      </button>
    </form>
  );
}
