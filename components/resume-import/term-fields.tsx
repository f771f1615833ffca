'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/posting/form-fields';
import type { ReviewErrors } from '@/lib/resume-import/review-validation';
import type { ReviewValues } from '@/lib/resume-import/review-values';
import styles from './resume-import.module.scss';

/** Languages (taxonomy terms with the level as written) and skills (terms), then what matched no term. */
export function TermFields({ values, errors }: { values: ReviewValues; errors: ReviewErrors }) {
  const t = useTranslations('resumeImport.review');
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{t('languages')}</legend>
        <input type="hidden" name="languages.count" value={values.languages.length} />
        {values.languages.length === 0 && <p className={styles.note}>{t('nothingFound')}</p>}
        <ul className={styles.terms}>
          {values.languages.map((language, i) => (
            <li key={language.tid}>
              <input type="hidden" name={`languages.${i}.tid`} value={language.tid} />
              <input type="hidden" name={`languages.${i}.label`} value={language.label} />
              <label className={styles.check}>
                <input type="checkbox" name={`languages.${i}.include`} defaultChecked={language.include} />{' '}
                {language.label}
              </label>
              <TextField
                id={`import-languages-${i}-level`}
                name={`languages.${i}.level`}
                label={t('languageLevel', { name: language.label })}
                defaultValue={language.level}
              />
            </li>
          ))}
        </ul>
        <TextField
          id="import-languagesFree"
          name="languagesFree"
          label={t('languagesFree')}
          defaultValue={values.languagesFree}
          error={errors.languagesFree}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('skills')}</legend>
        <input type="hidden" name="skills.count" value={values.skills.length} />
        <ul className={styles.terms}>
          {values.skills.map((skill, i) => (
            <li key={skill.tid}>
              <input type="hidden" name={`skills.${i}.tid`} value={skill.tid} />
              <input type="hidden" name={`skills.${i}.label`} value={skill.label} />
              <label className={styles.check}>
                <input type="checkbox" name={`skills.${i}.include`} defaultChecked={skill.include} /> {skill.label}
              </label>
            </li>
          ))}
        </ul>
        <TextField
          id="import-skillsFree"
          name="skillsFree"
          label={t('skillsFree')}
          defaultValue={values.skillsFree}
          error={errors.skillsFree}
        />
      </fieldset>
    </>
  );
}
