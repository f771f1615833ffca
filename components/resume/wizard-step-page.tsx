import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { loadMyResume, loadResumeTerms } from '@/lib/data/resume';
import { saveSectionAction } from '@/lib/actions/resume-actions';
import { valuesFromResume } from '@/lib/resume/form-values';
import { suggestedDesiredTitle } from '@/lib/resume/suggested-title';
import { SECTION_SLUGS, wizardPath } from '@/lib/resume/sections';
import { wizardSteps } from '@/lib/resume/wizard-steps';
import { cleanLink } from '@/lib/routing/links';
import { resumeOwner } from './resume-owner';
import { SectionEditor } from './section-editor';
import styles from './resume.module.scss';

type FormStep = 'job-preferences' | 'personal-info';

/**
 * A wizard step that is a resume section (docs/product.md §2 job-preferences, personal-info): the section's form in
 * wizard mode (docs/product.md §3 hides photo, about and phone), "Weiter" to the next step; the last one finishes the
 * resume.
 */
export async function WizardStepPage({ region, step }: { region: Region; step: FormStep }) {
  const audience = await resumeOwner(region, wizardPath(step).slice('internal:'.length));
  const [resume, terms] = await Promise.all([loadMyResume(audience), loadResumeTerms()]);
  const t = await getTranslations('resumeWizard');
  const values = valuesFromResume(SECTION_SLUGS[step], resume);
  // No desired position yet: the step proposes the CV's (or the resume's) latest job, said so above the form.
  const suggested =
    step === 'job-preferences' && !values.title ? suggestedDesiredTitle(resume?.workExperience ?? []) : null;
  const initial = { values: suggested ? { ...values, title: suggested } : values, errors: {}, general: [] };
  const steps = wizardSteps(region);
  const previous = steps[steps.findIndex((s) => s.step === step) - 1];
  return (
    <>
      {previous && (
        <p>
          <Link href={cleanLink(previous.path, region)} prefetch={false}>
            {t('back')}
          </Link>
        </p>
      )}
      <h1>{t(`steps.${step}`)}</h1>
      <p>{t(`intro.${step}`)}</p>
      {suggested && <p className={styles.proposal}>{t('suggestedTitle', { title: suggested })}</p>}
      <SectionEditor slug={step} step={step} initial={initial} terms={terms} action={saveSectionAction} />
    </>
  );
}
