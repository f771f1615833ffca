import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { WizardStepPage } from '@/components/resume/wizard-step-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resumeWizard');
  return { title: `${t('steps.job-preferences')} – ${t('metaTitle')}`, robots: { index: false } };
}

/** docs/product.md §2 /resume/wizard/job-preferences (public /lebenslauf/wizard/job-preferences). */
export default async function WizardJobPreferencesPage({ params }: { params: RegionParams }) {
  return <WizardStepPage region={await getPageRegion(params)} step="job-preferences" />;
}
