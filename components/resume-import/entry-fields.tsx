'use client';

import { useTranslations } from 'next-intl';
import { TextArea, TextField } from '@/components/posting/form-fields';
import type { ReviewErrors } from '@/lib/resume-import/review-validation';
import type { EntryValues } from '@/lib/resume-import/review-values';
import styles from './resume-import.module.scss';

type List = 'work' | 'education';

/** One proposed entry: a box to take it or leave it, then its fields (prefilled, all editable). */
function Entry({
  list,
  index,
  entry,
  errors,
}: {
  list: List;
  index: number;
  entry: EntryValues;
  errors: ReviewErrors;
}) {
  const t = useTranslations('resumeImport.review');
  const at = `${list}.${index}`;
  const id = (name: string) => `import-${list}-${index}-${name}`;
  const text = (name: 'title' | 'organization' | 'location' | 'start' | 'end', label: string) => (
    <TextField
      id={id(name)}
      name={`${at}.${name}`}
      label={label}
      defaultValue={entry[name]}
      error={errors[`${at}.${name}`]}
    />
  );
  const term = (name: 'degreeLevel' | 'fieldOfStudy') => {
    const value = entry[name];
    return value ? (
      <>
        <input type="hidden" name={`${at}.${name}.tid`} value={value.tid} />
        <input type="hidden" name={`${at}.${name}.label`} value={value.label} />
      </>
    ) : null;
  };
  return (
    <fieldset className={styles.entry}>
      <legend>{t(list === 'work' ? 'workEntry' : 'educationEntry', { number: index + 1 })}</legend>
      <input type="hidden" name={`${at}.id`} value={entry.id} />
      <label className={styles.check}>
        <input type="checkbox" name={`${at}.include`} defaultChecked={entry.include} /> {t('include')}
      </label>
      {text('title', t(list === 'work' ? 'jobTitle' : 'studyProgram'))}
      {text('organization', t(list === 'work' ? 'companyName' : 'institution'))}
      {text('location', t('location'))}
      <div className={styles.period}>
        {text('start', t('start'))}
        {text('end', t('end'))}
        <label className={styles.check}>
          <input type="checkbox" name={`${at}.current`} defaultChecked={entry.current} /> {t('current')}
        </label>
      </div>
      {entry.degreeLevel && <p className={styles.note}>{t('degreeLevel', { label: entry.degreeLevel.label })}</p>}
      {term('degreeLevel')}
      {term('fieldOfStudy')}
      <TextArea
        id={id('summary')}
        name={`${at}.summary`}
        label={t('summary')}
        defaultValue={entry.summary}
        error={errors[`${at}.summary`]}
        rows={3}
      />
    </fieldset>
  );
}

/** The proposed work or education entries, in the CV's order, or a note that none was found. */
export function EntryList({ list, entries, errors }: { list: List; entries: EntryValues[]; errors: ReviewErrors }) {
  const t = useTranslations('resumeImport.review');
  return (
    <section className={styles.group} aria-labelledby={`import-${list}-title`}>
      <h2 id={`import-${list}-title`}>{t(list)}</h2>
      <input type="hidden" name={`${list}.count`} value={entries.length} />
      {entries.length === 0 && <p className={styles.note}>{t('nothingFound')}</p>}
      {entries.map((entry, index) => (
        <Entry key={entry.id || index} list={list} index={index} entry={entry} errors={errors} />
      ))}
    </section>
  );
}
