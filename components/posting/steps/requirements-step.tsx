'use client';

import { useTranslations } from 'next-intl';
import { parseGermanNumber } from '@/lib/forms/german-number';
import { errorOf } from '@/lib/posting/posting-input';
import { TermChoices, TextField } from '../form-fields';
import { setter, type StepProps } from '../wizard-context';

/** Step 3 (Anforderungen): field, studies, degree, experience, languages and skills (terms and free text). */
export function RequirementsStep({ draft, terms }: StepProps) {
  const t = useTranslations('posting.fields');
  const { input, errors } = draft;
  const error = (field: string) => errorOf(errors, field);
  const text = (key: 'languagesFree' | 'skillsFree', id: string) => (
    <TextField
      id={id}
      label={t(key)}
      hint={t('freeTextHint')}
      value={input[key] ?? ''}
      error={error(key)}
      onChange={(e) => setter(draft, key)(e.target.value || null)}
    />
  );
  return (
    <>
      <TermChoices
        id="posting-occupational-fields"
        label={t('occupationalFields')}
        terms={terms.occupational_field}
        value={input.occupationalFields}
        error={error('occupationalFields')}
        onChange={setter(draft, 'occupationalFields')}
      />
      <TermChoices
        id="posting-fields-of-study"
        label={t('fieldsOfStudy')}
        terms={terms.field_of_study}
        value={input.fieldsOfStudy}
        error={error('fieldsOfStudy')}
        onChange={setter(draft, 'fieldsOfStudy')}
      />
      <TermChoices
        id="posting-degree"
        label={t('degreeLevels')}
        terms={terms.degree_level}
        value={input.degreeLevels}
        error={error('degreeLevels')}
        onChange={setter(draft, 'degreeLevels')}
      />
      <TextField
        id="posting-experience"
        type="number"
        inputMode="numeric"
        min={0}
        label={t('yearsOfExperience')}
        value={input.yearsOfExperience ?? ''}
        error={error('yearsOfExperience')}
        onChange={(e) => setter(draft, 'yearsOfExperience')(parseGermanNumber(e.target.value))}
      />
      <TermChoices
        id="posting-languages"
        label={t('languages')}
        terms={terms.language}
        value={input.languages}
        error={error('languages')}
        onChange={setter(draft, 'languages')}
      />
      {text('languagesFree', 'posting-languages-free')}
      <TermChoices
        id="posting-skills"
        label={t('skills')}
        terms={terms.skill}
        value={input.skills}
        error={error('skills')}
        onChange={setter(draft, 'skills')}
      />
      {text('skillsFree', 'posting-skills-free')}
    </>
  );
}
