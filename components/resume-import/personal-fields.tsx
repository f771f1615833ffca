'use client';

import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/posting/form-fields';
import type { ReviewErrors } from '@/lib/resume-import/review-validation';
import type { ReviewValues } from '@/lib/resume-import/review-values';
import styles from './resume-import.module.scss';

/** personal_info as the CV gave it; the e-mail is shown to compare only (the account's address counts). */
export function PersonalFields({ values, errors }: { values: ReviewValues['personal']; errors: ReviewErrors }) {
  const t = useTranslations('resumeImport.review');
  const field = (name: Exclude<keyof ReviewValues['personal'], 'salutation' | 'email'>, autoComplete: string) => (
    <TextField
      id={`import-personal-${name}`}
      name={`personal.${name}`}
      label={t(name)}
      defaultValue={values[name]}
      error={errors[`personal.${name}`]}
      autoComplete={autoComplete}
    />
  );
  return (
    <fieldset className={styles.group}>
      <legend>{t('personal')}</legend>
      <SelectField
        id="import-personal-salutation"
        name="personal.salutation"
        label={t('salutation')}
        defaultValue={values.salutation}
      >
        <option value="">{t('salutationNone')}</option>
        <option value="ms">{t('salutationMs')}</option>
        <option value="mr">{t('salutationMr')}</option>
      </SelectField>
      {field('firstName', 'given-name')}
      {field('lastName', 'family-name')}
      {field('phone', 'tel')}
      {field('birthday', 'bday')}
      {field('homeLocationText', 'postal-code')}
      {values.email && (
        <p className={styles.note}>
          {t('email')}: <strong>{values.email}</strong>
          <br />
          {t('emailHint')}
        </p>
      )}
      <input type="hidden" name="personal.email" value={values.email} />
    </fieldset>
  );
}
