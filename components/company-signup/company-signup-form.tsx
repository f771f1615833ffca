'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import type { CompanySignupState } from '@/lib/company-signup/form-state';
import { AccountFields } from './account-fields';
import styles from './company-signup.module.scss';
import type { PasswordRule } from '@/lib/data/password-policy';

export type CompanySignupAction = (state: CompanySignupState, form: FormData) => Promise<CompanySignupState>;
type Props = {
  action: CompanySignupAction;
  /** 'account': a signed-in job seeker adds a company to the account; 'new': a new account with its company. */
  mode: 'new' | 'account';
  countries: Array<{ code: string; name: string }>;
  terms: { siteName: string; termsHref: string; privacyHref: string };
  /** The site's shortest password and whether its PASSWORD_POLICY asks for more (the hint says so). */
  passwordRule: PasswordRule;
  linkMinutes: number;
};

const START: CompanySignupState = {
  status: 'idle',
  values: { countryCode: 'DE' },
  errors: {},
  duplicateOf: null,
  sentTo: null,
};

/**
 * The employer's sign-up: the company, the person (docs/product.md §3 personal_info, never public) and, for a new
 * account, the e-mail address with a password or sign-in by link. A plain form to a server action: without script the
 * page comes back with what was typed and each German message next to its field.
 */
export function CompanySignupForm({ action: submit, mode, countries, terms, passwordRule, linkMinutes }: Props) {
  const t = useTranslations('companySignup');
  const [state, action, pending] = useActionState<CompanySignupState, FormData>(submit, START);
  if (state.status === 'sent' && state.sentTo) {
    return (
      <div className={styles.duplicate} role="status">
        <h2>{t('sentTitle')}</h2>
        <p>{t('sentText', { email: state.sentTo, minutes: linkMinutes })}</p>
        <p>{t('sentSpam')}</p>
      </div>
    );
  }
  const v = (field: string) => state.values[field] ?? '';
  const error = (field: string) => state.errors[field] ?? null;
  const text = (
    field: string,
    props: { autoComplete?: string; optional?: boolean; maxLength: number; type?: string },
  ) => (
    <TextField
      id={`company-${field}`}
      name={field}
      label={
        props.optional
          ? t('optional', { label: t(`fields.${field}` as 'fields.companyName') })
          : t(`fields.${field}` as 'fields.companyName')
      }
      autoComplete={props.autoComplete}
      maxLength={props.maxLength}
      type={props.type}
      defaultValue={v(field)}
      error={error(field)}
    />
  );
  const hasErrors = Object.keys(state.errors).some((k) => k !== 'form');
  return (
    <form action={action} noValidate aria-describedby={hasErrors ? 'company-summary' : undefined}>
      <input type="hidden" name="mode" value={mode} />
      {hasErrors && (
        <p id="company-summary" role="alert" className={styles.fieldError}>
          {t('formError')}
        </p>
      )}
      {state.errors.form && (
        <p role="alert" className={styles.fieldError}>
          {state.errors.form}
        </p>
      )}
      {state.duplicateOf && (
        <div className={styles.duplicate} role="alert">
          <p>{t('duplicate', { name: state.duplicateOf })}</p>
          <label>
            <input type="checkbox" name="confirmDuplicate" value="true" />
            {t('duplicateConfirm')}
          </label>
        </div>
      )}
      <fieldset className={styles.fieldset}>
        <legend>{t('companyLegend')}</legend>
        {text('companyName', { autoComplete: 'organization', maxLength: 150 })}
        <div className={styles.field}>
          <label htmlFor="company-countryCode">{t('fields.countryCode')}</label>
          {/* Keyed by the value: React's reset after an action restores a select's first default, not the new one. */}
          <select
            key={`country-${v('countryCode')}`}
            id="company-countryCode"
            name="countryCode"
            autoComplete="country"
            defaultValue={v('countryCode') || 'DE'}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.pair}>
          {text('zip', { autoComplete: 'postal-code', maxLength: 10 })}
          {text('locality', { autoComplete: 'address-level2', maxLength: 100 })}
        </div>
        {text('street', { autoComplete: 'street-address', optional: true, maxLength: 150 })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('personLegend')}</legend>
        <p className={styles.note}>{t('personNote')}</p>
        <div className={styles.field}>
          <label htmlFor="company-salutation">{t('fields.salutation')}</label>
          <select
            key={`salutation-${v('salutation')}`}
            id="company-salutation"
            name="salutation"
            autoComplete="honorific-prefix"
            defaultValue={v('salutation')}
            aria-invalid={error('salutation') ? true : undefined}
            aria-describedby={error('salutation') ? 'company-salutation-error' : undefined}
          >
            <option value="">{t('salutations.choose')}</option>
            {(['ms', 'mr', 'diverse', 'none'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`salutations.${s}`)}
              </option>
            ))}
          </select>
          {error('salutation') && (
            <span id="company-salutation-error" className={styles.fieldError}>
              {error('salutation')}
            </span>
          )}
        </div>
        {text('firstName', { autoComplete: 'given-name', maxLength: 100 })}
        {text('lastName', { autoComplete: 'family-name', maxLength: 100 })}
        {text('position', { autoComplete: 'organization-title', optional: true, maxLength: 100 })}
        {text('phone', { autoComplete: 'tel', optional: true, maxLength: 40, type: 'tel' })}
      </fieldset>
      {mode === 'new' && (
        <AccountFields values={state.values} errors={state.errors} terms={terms} passwordRule={passwordRule} />
      )}
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('submitting') : mode === 'new' ? t('submit') : t('continueAsEmployer')}
      </button>
    </form>
  );
}
