'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ResumeTerms } from '@/lib/data/resume';
import type { SectionFormState } from '@/lib/resume/form-state';
import { entriesOf } from '@/lib/resume/list-intent';
import { SECTION_SLUGS, type SectionSlug, type WizardStep } from '@/lib/resume/sections';
import { EntryListFields } from './entry-list-fields';
import { JobPreferencesFields } from './job-preferences-fields';
import { PersonalInfoFields } from './personal-info-fields';
import { TermGroupFields } from './term-group-fields';
import styles from './resume.module.scss';

export type SectionAction = (previous: SectionFormState, form: FormData) => Promise<SectionFormState>;

/**
 * One section's form around the save action (useActionState): a plain form that works without JavaScript;
 * a refused save shows every typed value again with the German problems next to their fields, and focus
 * moves to the problems so keyboard and screen-reader users start there.
 */
export function SectionEditor({
  slug,
  step,
  initial,
  terms,
  action,
}: {
  slug: SectionSlug;
  step?: WizardStep;
  initial: SectionFormState;
  terms: ResumeTerms;
  action: SectionAction;
}) {
  const t = useTranslations('resume.form');
  const w = useTranslations('resumeWizard');
  const [state, dispatch, pending] = useActionState(action, initial);
  const problems = useRef<HTMLDivElement>(null);
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    problems.current?.focus();
  }, [state]);
  const section = SECTION_SLUGS[slug];
  const errors = Object.values(state.errors);
  const props = { values: state.values, errors: state.errors };
  const submit = step === 'personal-info' ? w('finish') : step ? w('next') : t('save');
  return (
    // The values are the form's defaults: a new state (after a post) renders its fields anew.
    <form action={dispatch} key={JSON.stringify(state)} noValidate>
      <input type="hidden" name="section" value={slug} />
      {step && <input type="hidden" name="step" value={step} />}
      <div ref={problems} tabIndex={-1} aria-live="polite">
        {(errors.length > 0 || state.general.length > 0) && (
          <div className={styles.problems} role="alert">
            <p>{t('problems')}</p>
            <ul>
              {[...state.general, ...errors].map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {state.saved && <p className={styles.notice}>{t('savedList')}</p>}
      </div>
      {section === 'personalInfo' && <PersonalInfoFields {...props} wizard={!!step} />}
      {section === 'jobPreferences' && <JobPreferencesFields {...props} terms={terms} />}
      {(section === 'education' || section === 'workExperience') && (
        <EntryListFields {...props} section={section} terms={terms} count={entriesOf(state.values).length} />
      )}
      {(section === 'languages' || section === 'skills') && (
        <TermGroupFields
          {...props}
          terms={section === 'languages' ? terms.language : terms.skill}
          languages={section === 'languages'}
        />
      )}
      <div className={styles.actions}>
        <button type="submit" name="intent" value="save" className="button" disabled={pending}>
          {pending ? t('saving') : submit}
        </button>
      </div>
    </form>
  );
}
