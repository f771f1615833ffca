'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import styles from './company-signup.module.scss';
import type { PasswordRule } from '@/lib/data/password-policy';

type Props = {
  values: Record<string, string>;
  errors: Record<string, string>;
  terms: { siteName: string; termsHref: string; privacyHref: string };
  passwordRule: PasswordRule;
};

/**
 * The new account's part of the employer sign-up: the address, a password or "Anmeldelink per E-Mail"
 * instead, and the terms box the job seeker's sign-up has too.
 */
export function AccountFields({ values, errors, terms, passwordRule }: Props) {
  const t = useTranslations('companySignup');
  const signInBy = values.signInBy === 'link' ? 'link' : 'password';
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('accountLegend')}</legend>
      <TextField
        id="company-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        label={t('fields.email')}
        defaultValue={values.email ?? ''}
        error={errors.email}
      />
      {/* Keyed by the choice, as the selects are: an action's form reset restores it. */}
      <fieldset key={`sign-in-${signInBy}`} className={styles.choices}>
        <legend>{t('fields.signInBy')}</legend>
        <label>
          <input type="radio" name="signInBy" value="password" defaultChecked={signInBy === 'password'} />
          {t('signInByPassword')}
        </label>
        <label>
          <input type="radio" name="signInBy" value="link" defaultChecked={signInBy === 'link'} />
          {t('signInByLink')}
        </label>
      </fieldset>
      <TextField
        id="company-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('fields.password')}
        hint={t(passwordRule.strong ? 'passwordHintStrong' : 'passwordHint', { min: passwordRule.min })}
        error={errors.password}
      />
      <div className={styles.field}>
        <label>
          <input
            id="company-terms"
            name="terms"
            type="checkbox"
            value="true"
            defaultChecked={values.terms === 'true'}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'company-terms-error' : undefined}
          />{' '}
          {t.rich('terms', {
            siteName: terms.siteName,
            terms: (chunks) => <a href={terms.termsHref}>{chunks}</a>,
            privacy: (chunks) => <a href={terms.privacyHref}>{chunks}</a>,
          })}
        </label>
        {errors.terms && (
          <span id="company-terms-error" className={styles.fieldError}>
            {errors.terms}
          </span>
        )}
      </div>
    </fieldset>
  );
}
