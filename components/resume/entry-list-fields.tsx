'use client';

import type { ResumeTerms } from '@/lib/data/resume';
import type { ListSection } from '@/lib/resume/form-values';
import styles from './resume.module.scss';
import { type FieldsProps, termOptions, useFieldKit } from './field-kit';

/**
 * docs/product.md §3 education or work_experience as an ordered list: every entry's fields, with buttons that remove or
 * move it (each a post of the whole form, so nothing typed elsewhere is lost), and one empty entry to add.
 */
export function EntryListFields({
  section,
  terms,
  count,
  ...props
}: FieldsProps & { section: ListSection; terms: ResumeTerms; count: number }) {
  const { t, text, area, select, value } = useFieldKit(props);
  const entry = (i: number) => {
    const number = i + 1;
    const field = (name: string) => `${i}.${name}`;
    const current = value(field('period.current')) === 'on';
    const isNew = i >= count;
    return (
      <fieldset key={i} className={styles.entry}>
        <legend>{isNew ? t('newEntry') : t('entry', { number })}</legend>
        <input type="hidden" name={field('id')} value={value(field('id'))} />
        {section === 'workExperience' ? (
          <>
            {text(field('jobTitle'), t('jobTitle'), { maxLength: 200, required: !isNew })}
            {text(field('companyName'), t('companyName'), { maxLength: 200 })}
            {select(field('occupationalField'), t('occupationalField'), termOptions(terms.occupational_field))}
            {select(field('employmentType'), t('employmentType'), termOptions(terms.employment_type))}
          </>
        ) : (
          <>
            {text(field('institution'), t('institution'), { maxLength: 200, required: !isNew })}
            {select(field('degreeLevel'), t('degreeLevel'), termOptions(terms.degree_level))}
            {select(field('fieldOfStudy'), t('fieldOfStudy'), termOptions(terms.field_of_study))}
            {text(field('studyProgram'), t('studyProgram'), { maxLength: 200 })}
          </>
        )}
        {text(field('location'), t('location'), { maxLength: 120 })}
        <div className={styles.period}>
          {text(field('period.start'), t('periodStart'), { hint: t('monthHint'), maxLength: 7, inputMode: 'numeric' })}
          {text(field('period.end'), t('periodEnd'), { hint: t('monthHint'), maxLength: 7, inputMode: 'numeric' })}
          <label className={styles.current}>
            <input type="checkbox" name={field('period.current')} defaultChecked={current} />
            {t('periodCurrent')}
          </label>
        </div>
        {area(field('summary'), t('summary'))}
        {!isNew && (
          <div className={styles.entryActions}>
            <button
              type="submit"
              name="intent"
              value={`up:${i}`}
              className="button button-secondary"
              disabled={i === 0}
            >
              {t('up', { number })}
            </button>
            <button
              type="submit"
              name="intent"
              value={`down:${i}`}
              className="button button-secondary"
              disabled={i === count - 1}
            >
              {t('down', { number })}
            </button>
            <button type="submit" name="intent" value={`remove:${i}`} className="button button-secondary">
              {t('remove', { number })}
            </button>
          </div>
        )}
      </fieldset>
    );
  };
  return <>{Array.from({ length: count + 1 }, (_, i) => entry(i))}</>;
}
