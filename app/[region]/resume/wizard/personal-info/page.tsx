import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { WizardStepPage } from '@/components/resume/wizard-step-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resumeWizard');
  return { title: `${t('steps.personal-info')} – ${t('metaTitle')}`, robots: { index: false } };
}

/** docs/product.md §2 /resume/wizard/personal-info (public /lebenslauf/wizard/personal-info). */
export default async function WizardPersonalInfoPage({ params }: { params: RegionParams }) {
  return <WizardStepPage region={await getPageRegion(params)} step="personal-info" />;
}
