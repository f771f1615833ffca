import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { wizardSteps } from '@/lib/resume/wizard-steps';
import { WizardSteps } from '@/components/resume/wizard-steps';
import styles from '@/components/resume/resume.module.scss';

/** The resume wizard's frame (docs/product.md §2 /resume/wizard): its heading and the list of its steps. */
export default async function ResumeWizardLayout({ params, children }: { params: RegionParams; children: ReactNode }) {
  const region = await getPageRegion(params);
  const t = await getTranslations('resumeWizard');
  const steps = wizardSteps(region).map(({ step, path }) => ({ step, href: cleanLink(path, region) }));
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('heading')}</p>
      <NextIntlClientProvider messages={{ resume: messages.resume, resumeWizard: messages.resumeWizard }}>
        <WizardSteps steps={steps} />
        {children}
      </NextIntlClientProvider>
    </div>
  );
}
