import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion } from '@/lib/region/page-region';
import { loadPosting, loadPostingContext } from '@/lib/data/job-posting';
import { loadPostingTerms } from '@/lib/data/taxonomy';
import { inputOfFields } from '@/lib/posting/posting-input';
import { previewJob } from '@/lib/posting/preview-job';
import { termsForStep } from '@/lib/posting/terms';
import { isWizardStep, stepOfField, stepsFor, wizardPath } from '@/lib/posting/wizard-steps';
import { JobArticle } from '@/components/jobs/detail/job-article';
import { EmployersOnly } from '@/components/posting/employers-only';
import { PostingSession } from '@/components/posting/posting-session';
import { PostingSteps } from '@/components/posting/posting-steps';
import { wizardViewer } from '@/components/posting/wizard-gate';
import styles from '@/components/posting/posting.module.scss';

type Props = { params: Promise<{ region: string; id: string; step: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('posting');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /job/wizard/<id>/<step> (docs/product.md §4): one step of a posting's wizard, filled from the server-side draft, so a
 * reload or another device shows what was typed. A live job's pending changes are edited, not the job.
 */
export default async function WizardStepPage({ params }: Props) {
  const region = await getPageRegion(params);
  const { id: rawId, step } = await params;
  const id = decodeURIComponent(rawId);
  const here = wizardPath(id, isWizardStep(step) ? step : 'anzeige');
  const viewer = await wizardViewer(region, here);
  if (!viewer) return <EmployersOnly region={region} back={here} />;
  const t = await getTranslations('posting');
  const [posting, context] = await Promise.all([
    loadPosting(region, viewer.userId, id),
    loadPostingContext(region, viewer.userId),
  ]);
  if (!posting) {
    return (
      <section className={styles.page} aria-labelledby="posting-missing">
        <h1 id="posting-missing">{t('missingPosting.title')}</h1>
        <p>{t('missingPosting.text')}</p>
        <p>
          <Link className="button" href="/job/wizard" prefetch={false}>
            {t('missingPosting.back')}
          </Link>
        </p>
      </section>
    );
  }
  const fields = posting.revision?.fields ?? posting.fields;
  const steps = stepsFor(fields.type);
  if (!isWizardStep(step) || !steps.includes(step)) redirect(wizardPath(id, 'anzeige'));

  const terms = await loadPostingTerms();
  const preview =
    step === 'vorschau' ? (
      <div className={styles.preview}>
        <p className={styles.previewNote}>{t(`publish.previewNote.${posting.state}`)}</p>
        <JobArticle
          region={region}
          job={previewJob(
            { id: posting.id, url: posting.url, fields, organization: { ...posting.organization, logo: null } },
            new Map(Object.values(terms).flatMap((list) => list.map((term) => [term.tid, term.label] as const))),
            context?.salaryBands ?? [],
          )}
        />
      </div>
    ) : undefined;
  const file = (f: typeof fields.file) => f && { id: f.id, name: f.name, url: f.url };

  return (
    <section className={styles.page} aria-labelledby="wizard-title">
      <h1 id="wizard-title">
        {t('heading')}
        {fields.title && <span className={styles.hint}> – {fields.title}</span>}
      </h1>
      <NextIntlClientProvider messages={{ posting: messages.posting, salary: messages.salary }}>
        <PostingSession regionId={region.id} locale={region.DEFAULT_LOCALE}>
          <PostingSteps
            id={posting.id}
            type={fields.type}
            step={step}
            initial={inputOfFields(fields)}
            incomplete={[...new Set(posting.missing.map((m) => stepOfField(m.field)))]}
            context={context}
            terms={termsForStep(terms, step)}
            files={{ file: file(fields.file), logo: file(fields.logo) }}
            preview={preview}
            publish={{
              state: posting.state,
              organization: {
                ...posting.organization,
                trusted: context.organizations.find((o) => o.id === posting.organization.id)?.trusted ?? false,
              },
              missing: posting.missing.map(({ field, message }) => ({ field, message })),
              reviewNote: posting.revision?.reviewNote ?? posting.reviewNote,
            }}
          />
        </PostingSession>
      </NextIntlClientProvider>
    </section>
  );
}
